import { Input, Label, cn } from '@promptshelf/ui';
import { SearchIcon, XIcon } from '@promptshelf/ui/icons';
import { useEffect, useRef, useState } from 'react';

import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '#src/lib/use-debounced-value';
import { useHydrated } from '#src/lib/use-hydrated';

/**
 * The search field. It keeps its own text so typing stays instant, and reports the term
 * 300 ms after the last keystroke. When the term changes from outside (Back, a
 * shared link), the field follows it.
 */
export function SearchBox({
  id,
  value,
  label = 'Search',
  hideLabel = false,
  onSearch,
  onTypingEnd,
}: {
  id: string;
  value: string;
  label?: string;
  /** The label for screen readers only, where the field's place says what it searches. */
  hideLabel?: boolean;
  /** The settled term, after the pause or at once on Enter / Clear. */
  onSearch: (term: string) => void;
  /** The person is done with this term for now (blur, Enter, Clear). */
  onTypingEnd: () => void;
}) {
  const hydrated = useHydrated();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);

  // Typed into the server-rendered field before the app took the page over: keep it and search.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== reported.current) setText(typed);
    // Once, right after hydration.
  }, []);

  // The address changed without this field (Back/Forward, a link): show that term.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  // Only a pause in the current text reports it: a term the address replaced meanwhile (Back,
  // then Forward within the pause) is never reported back over it.
  useEffect(() => {
    if (debounced === text && debounced !== reported.current) {
      reported.current = debounced;
      onSearch(debounced);
    }
  }, [debounced, text, onSearch]);

  function clear() {
    reported.current = '';
    setText('');
    onSearch('');
    onTypingEnd();
    document.getElementById(id)?.focus();
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search by title, content or tags..."
          value={text}
          // Server-rendered, the field shows before its code runs; what was typed then would
          // never search. It takes text once hydrated (it looks the same meanwhile).
          readOnly={!hydrated}
          onChange={(event) => setText(event.target.value)}
          onBlur={onTypingEnd}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter searches at once instead of waiting for the pause.
              if (text !== reported.current) {
                reported.current = text;
                onSearch(text);
              }
              onTypingEnd();
            } else if (event.key === 'Escape' && text) {
              event.preventDefault();
              clear();
            }
          }}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Clear search</span>
          </button>
        )}
      </div>
    </div>
  );
}
