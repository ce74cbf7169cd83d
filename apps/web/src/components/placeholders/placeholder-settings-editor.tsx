import { Input, Label, Textarea } from '@promptshelf/ui';
import { ChevronRightIcon } from '@promptshelf/ui/icons';
import {
  extractPlaceholders,
  PLACEHOLDER_DEFAULT_MAX,
  PLACEHOLDER_DESCRIPTION_MAX,
  PLACEHOLDER_LABEL_MAX,
  PLACEHOLDER_OPTIONS_MAX,
  placeholderSettingsSchema,
  prunePlaceholderSettings,
  type PlaceholderSetting,
  type PlaceholderType,
} from '@promptshelf/validators';
import { useDeferredValue, useMemo } from 'react';

import { selectClassName } from './placeholder-field';

/** What the form holds for one placeholder while it is edited; options one per line. */
export type SettingDraft = {
  label: string;
  description: string;
  type: PlaceholderType;
  options: string;
  default: string;
};
/** Kept by name, also for names the content no longer has (retyping one brings it back). */
export type SettingDrafts = ReadonlyMap<string, SettingDraft>;

const EMPTY: SettingDraft = { label: '', description: '', type: 'text', options: '', default: '' };

const TYPE_LABELS: Record<PlaceholderType, string> = {
  text: 'Text (one line)',
  multiline: 'Text (several lines)',
  select: 'Choice from a list',
  number: 'Number',
};

export function draftsFromSettings(settings: readonly PlaceholderSetting[] = []): SettingDrafts {
  return new Map(
    settings.map((setting) => [
      setting.name,
      {
        label: setting.label ?? '',
        description: setting.description ?? '',
        type: setting.type,
        options: (setting.options ?? []).join('\n'),
        default: setting.default ?? '',
      },
    ]),
  );
}

/** The `variables` to send: drafts of the content's placeholders; the server validates them. */
export function settingsFromDrafts(drafts: SettingDrafts, content: string) {
  return extractPlaceholders(content)
    .filter((name) => drafts.has(name))
    .map((name) => {
      const draft = drafts.get(name)!;
      const options = draft.type === 'select' ? splitOptions(draft.options) : [];
      return {
        name,
        label: draft.label,
        description: draft.description,
        type: draft.type,
        options,
        // A list's default is what its picker shows: '(none)' when it is not an option.
        default: draft.type === 'select' && !options.includes(draft.default) ? '' : draft.default,
      };
    });
}

function splitOptions(options: string): string[] {
  return options
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
}

/**
 * The settings to save with this content, or the first message if one is refused (its row is
 * then opened and its field focused). The server checks and prunes them again.
 */
export function checkPlaceholderSettings(
  drafts: SettingDrafts,
  content: string,
  form: HTMLFormElement,
): { variables: PlaceholderSetting[] } | { message: string } {
  const sent = settingsFromDrafts(drafts, content);
  const parsed = placeholderSettingsSchema.safeParse(sent);
  if (parsed.success) return { variables: prunePlaceholderSettings(parsed.data, content) };
  const issue = parsed.error.issues[0]!;
  const [index, field] = issue.path;
  const name = sent[Number(index)]?.name;
  if (name) revealPlaceholderSetting(form, name, String(field));
  return { message: issue.message };
}

/** Opens the row of a placeholder whose settings were refused and focuses the field. */
export function revealPlaceholderSetting(form: HTMLFormElement, name: string, field?: string) {
  const row = [...form.querySelectorAll<HTMLDetailsElement>('details[data-placeholder-row]')].find(
    (element) => element.dataset.placeholderRow === name,
  );
  if (!row) return;
  row.open = true;
  const target =
    row.querySelector<HTMLElement>(`[data-setting="${field ?? 'label'}"]`) ??
    row.querySelector<HTMLElement>('[data-setting]');
  target?.focus();
}

function summary(draft: SettingDraft): string {
  const parts = [TYPE_LABELS[draft.type]];
  if (draft.label.trim()) parts.push(`label “${draft.label.trim()}”`);
  if (draft.type === 'select') {
    const count = splitOptions(draft.options).length;
    parts.push(`${count} ${count === 1 ? 'option' : 'options'}`);
  }
  if (draft.default.trim()) parts.push('has a default');
  if (draft.description.trim()) parts.push('has help text');
  return parts.join(' · ');
}

/**
 * Settings per placeholder, next to the prompt's content: one collapsed row per
 * placeholder the content has, in order of first appearance, each with a label, help text, a
 * type, the options of a list and a default value. Native `<details>` rows open with Enter or
 * Space; every field is labelled with its placeholder's name for screen readers.
 */
export function PlaceholderSettingsEditor({
  id,
  content,
  drafts,
  onChange,
}: {
  id: string;
  content: string;
  drafts: SettingDrafts;
  onChange: (drafts: SettingDrafts) => void;
}) {
  // Typing in a long prompt stays smooth: the rows follow the content a moment later.
  const deferredContent = useDeferredValue(content);
  const names = useMemo(() => extractPlaceholders(deferredContent), [deferredContent]);
  if (names.length === 0) return null;

  const update = (name: string, patch: Partial<SettingDraft>) => {
    const next = new Map(drafts);
    next.set(name, { ...(drafts.get(name) ?? EMPTY), ...patch });
    onChange(next);
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Placeholder settings</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Optional: a label, help text, a type and a default value for each placeholder in the
        generator. Without settings a placeholder is a line of text.
      </p>
      <div className="grid max-h-96 gap-2 overflow-y-auto">
        {names.map((name, index) => {
          const draft = drafts.get(name) ?? EMPTY;
          const rowId = `${id}-${index}`;
          const forName = <span className="sr-only"> for [{name}]</span>;
          const options = splitOptions(draft.options);
          return (
            <details
              key={name}
              data-placeholder-row={name}
              className="group rounded-md border open:bg-muted/30"
            >
              <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-2 rounded-md px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <ChevronRightIcon
                  aria-hidden="true"
                  className="size-4 shrink-0 self-center transition-transform group-open:rotate-90"
                />
                <span className="font-mono font-semibold wrap-anywhere">[{name}]</span>
                <span className="text-muted-foreground wrap-anywhere">{summary(draft)}</span>
              </summary>
              <div className="grid gap-3 px-3 pt-1 pb-3 sm:grid-cols-2">
                <div className="grid content-start gap-1.5">
                  <Label htmlFor={`${rowId}-label`}>Label{forName}</Label>
                  <Input
                    id={`${rowId}-label`}
                    data-setting="label"
                    value={draft.label}
                    maxLength={PLACEHOLDER_LABEL_MAX}
                    placeholder={name}
                    autoComplete="off"
                    onChange={(event) => update(name, { label: event.target.value })}
                  />
                </div>
                <div className="grid content-start gap-1.5">
                  <Label htmlFor={`${rowId}-type`}>Type{forName}</Label>
                  <select
                    id={`${rowId}-type`}
                    data-setting="type"
                    className={selectClassName}
                    value={draft.type}
                    onChange={(event) =>
                      update(name, { type: event.target.value as PlaceholderType })
                    }
                  >
                    {Object.entries(TYPE_LABELS).map(([type, label]) => (
                      <option key={type} value={type}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="grid gap-1.5 sm:col-span-2">
                  <Label htmlFor={`${rowId}-description`}>Help text{forName}</Label>
                  <Input
                    id={`${rowId}-description`}
                    data-setting="description"
                    value={draft.description}
                    maxLength={PLACEHOLDER_DESCRIPTION_MAX}
                    placeholder="Shown under the field in the generator"
                    autoComplete="off"
                    onChange={(event) => update(name, { description: event.target.value })}
                  />
                </div>
                {draft.type === 'select' && (
                  <div className="grid gap-1.5 sm:col-span-2">
                    <Label htmlFor={`${rowId}-options`}>Options, one per line{forName}</Label>
                    <Textarea
                      id={`${rowId}-options`}
                      data-setting="options"
                      value={draft.options}
                      rows={3}
                      aria-describedby={`${rowId}-options-hint`}
                      onChange={(event) => update(name, { options: event.target.value })}
                    />
                    <p id={`${rowId}-options-hint`} className="text-xs text-muted-foreground">
                      Up to {PLACEHOLDER_OPTIONS_MAX} options.
                    </p>
                  </div>
                )}
                <div className="grid gap-1.5 sm:col-span-2">
                  <Label htmlFor={`${rowId}-default`}>Default value{forName}</Label>
                  {draft.type === 'select' ? (
                    <select
                      id={`${rowId}-default`}
                      data-setting="default"
                      className={selectClassName}
                      value={options.includes(draft.default) ? draft.default : ''}
                      onChange={(event) => update(name, { default: event.target.value })}
                    >
                      <option value="">(none)</option>
                      {options.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  ) : draft.type === 'multiline' ? (
                    <Textarea
                      id={`${rowId}-default`}
                      data-setting="default"
                      value={draft.default}
                      rows={3}
                      maxLength={PLACEHOLDER_DEFAULT_MAX}
                      onChange={(event) => update(name, { default: event.target.value })}
                    />
                  ) : (
                    <Input
                      id={`${rowId}-default`}
                      data-setting="default"
                      type={draft.type === 'number' ? 'number' : 'text'}
                      step={draft.type === 'number' ? 'any' : undefined}
                      value={draft.default}
                      maxLength={PLACEHOLDER_DEFAULT_MAX}
                      autoComplete="off"
                      onChange={(event) => update(name, { default: event.target.value })}
                    />
                  )}
                </div>
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
