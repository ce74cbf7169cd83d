import { Input, cn } from '@promptshelf/ui';
import {
  TAGS_MAX,
  normalizeTag,
  tagMessages,
  tagProblem,
  TAG_MAX_LENGTH,
} from '@promptshelf/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';

import { RemovableTag } from '../prompt-kit/active-tags';
import { useTRPC } from '#src/lib/trpc';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '#src/lib/use-debounced-value';

const SUGGESTIONS = 8;

/**
 * The prompt form's tags: an ARIA combobox. Typing suggests public tags by use
 * (debounced, the tags.suggest procedure); Enter or a comma adds the typed or highlighted tag
 * in its stored form, Backspace in an empty field removes the last, each chip has its own
 * remove button; leaving the field adds what was typed. A tag that cannot be stored is said at
 * once, under the field.
 */
export function TagInput({
  id,
  tags,
  onChange,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const prefix = useDebouncedValue(normalizeTag(text), SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...trpc.tags.suggest.queryOptions({ search: prefix, limit: SUGGESTIONS + TAGS_MAX }),
    enabled: prefix.length > 0,
    placeholderData: keepPreviousData,
  });
  const options =
    prefix.length > 0 && text.trim()
      ? (suggestions.data ?? []).filter((tag) => !tags.includes(tag.name)).slice(0, SUGGESTIONS)
      : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  /** Adds a tag as typed or picked; true when the field may be cleared. */
  function add(raw: string): boolean {
    const tag = normalizeTag(raw);
    if (!tag) return true;
    const why = tagProblem(tag);
    if (why) {
      setProblem(why);
      return false;
    }
    if (!tags.includes(tag)) {
      if (tags.length >= TAGS_MAX) {
        setProblem(tagMessages.tooMany);
        return false;
      }
      onChange([...tags, tag]);
    }
    setProblem(null);
    setText('');
    setActive(-1);
    return true;
  }

  function remove(tag: string) {
    onChange(tags.filter((other) => other !== tag));
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current >= last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1,
      );
      return;
    }
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag rather than submitting the form; an empty field lets it submit.
      if (event.key === 'Enter' && !text.trim() && !(expanded && options[active])) return;
      event.preventDefault();
      const picked = expanded ? options[active] : undefined;
      add(picked ? picked.name : text);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      // The dialog lets this Escape through to the list (prompt-form-dialog.tsx).
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      remove(tags[tags.length - 1]!);
    }
  }

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  return (
    <div className="grid gap-2">
      {tags.length > 0 && (
        <ul aria-label="Tags of this prompt" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <RemovableTag key={tag} tag={tag} onRemove={remove} />
          ))}
        </ul>
      )}
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.name}` : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          autoComplete="off"
          value={text}
          // A pasted or typed tag may be long before it is normalised; the check says why.
          maxLength={TAG_MAX_LENGTH * 2}
          placeholder={tags.length >= TAGS_MAX ? '' : 'e.g. cold-email'}
          onChange={(event) => {
            const value = event.target.value;
            // A pasted 'a, b, c' adds the finished tags and keeps the last one in the field.
            if (value.includes(',')) {
              const parts = value.split(',');
              const last = parts.pop() ?? '';
              let next = tags;
              for (const part of parts) {
                const tag = normalizeTag(part);
                if (!tag || next.includes(tag)) continue;
                const why =
                  tagProblem(tag) ?? (next.length >= TAGS_MAX ? tagMessages.tooMany : null);
                if (why) {
                  setProblem(why);
                  setText(value);
                  return;
                }
                next = [...next, tag];
              }
              onChange(next);
              setText(last.trimStart());
            } else {
              setText(value);
            }
            setProblem(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            // A tag typed but not yet added is kept when the field is left (e.g. for Save).
            if (text.trim()) add(text);
          }}
          onFocus={() => setOpen(true)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested tags"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((option, index) => (
            <li
              key={option.name}
              id={`${listId}-${option.name}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the field keeps the focus (no blur closes the list first).
              onMouseDown={(event) => {
                event.preventDefault();
                add(option.name);
              }}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-2 py-1.5 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
            >
              <span className="truncate">#{option.name}</span>
              <span className="text-xs text-muted-foreground">
                {option.count.toLocaleString('en-US')}{' '}
                <span className="sr-only">{option.count === 1 ? 'prompt' : 'prompts'}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {problem && (
        <p id={problemId} className="text-sm font-medium text-destructive-text">
          {problem}
        </p>
      )}
      <p id={hintId} className="text-sm text-muted-foreground">
        Up to {TAGS_MAX} tags. Press Enter or a comma to add one; they are saved in lower case with
        hyphens (Cold Email becomes cold-email).
      </p>
    </div>
  );
}
