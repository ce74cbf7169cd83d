import { cn, Input, Label, Textarea } from '@promptshelf/ui';
import type { PlaceholderSetting } from '@promptshelf/validators';
import type { KeyboardEvent } from 'react';

/** The native select, dressed like the kit's Input (a phone shows its own picker for it). */
export const selectClassName =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm';

/** Ctrl+Enter (Cmd+Enter on a Mac) in a multi-line field submits its form. */
export function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

/**
 * One placeholder of the generator, typed by its settings: a line of text (the default), a
 * multi-line text, a choice from a list, or a number. Its help text sits under it and
 * describes it (aria-describedby).
 */
export function PlaceholderField({
  id,
  name,
  setting,
  value,
  onChange,
}: {
  id: string;
  name: string;
  setting: PlaceholderSetting | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const helpId = `${id}-help`;
  const describedBy = setting?.description ? helpId : undefined;
  const type = setting?.type ?? 'text';
  const common = {
    id,
    name,
    value,
    'aria-describedby': describedBy,
    'data-placeholder': name,
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="wrap-anywhere">
        {setting?.label ?? name}
      </Label>
      {type === 'multiline' ? (
        <Textarea
          {...common}
          rows={3}
          className="min-h-20"
          placeholder={`Enter ${name}`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={submitOnModEnter}
        />
      ) : type === 'select' ? (
        <select
          {...common}
          className={selectClassName}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter generates from a list too (a closed native select ignores it).
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        >
          <option value="">(not filled)</option>
          {(setting?.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <Input
          {...common}
          type={type === 'number' ? 'number' : 'text'}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step={type === 'number' ? 'any' : undefined}
          autoComplete="off"
          placeholder={`Enter ${name}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {setting?.description && (
        <p id={helpId} className={cn('text-sm text-muted-foreground wrap-anywhere')}>
          {setting.description}
        </p>
      )}
    </div>
  );
}
