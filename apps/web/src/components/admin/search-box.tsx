import { Input, Label } from '@promptshelf/ui';
import { SearchIcon } from '@promptshelf/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';

import { ADMIN_SEARCH_DEBOUNCE_MS } from './list-search';
import { useDebouncedValue } from '#src/lib/use-debounced-value';

/** A search field that reports its text once typing pauses: admin searches wait 500 ms. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);

  useEffect(() => {
    if (debounced.trim() === reported.current.trim()) return;
    reported.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <div className="w-full sm:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
