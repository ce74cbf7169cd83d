import {
  initialPlaceholderValues,
  type PlaceholderSetting,
} from '@promptshelf/validators/placeholder-setting-values';
import { extractPlaceholders } from '@promptshelf/validators/placeholders';
import { renderPrompt } from '@promptshelf/validators/render-prompt';

import type { CachedPrompt } from '../storage';
import { forgetRememberedValues, loadRememberedValues } from '../storage';
import { h } from './dom';

export interface FillForm {
  element: HTMLElement;
  /** The text as it would be inserted now: the app's filling rules (renderPrompt). */
  result: () => string;
  values: () => Record<string, string>;
  focusFirst: () => void;
}

let fieldCount = 0;

/** One field as the app's generator draws it (decision 141): the setting's type, label and help. */
function field(
  name: string,
  setting: PlaceholderSetting | undefined,
  value: string,
  onInput: () => void,
): { row: HTMLElement; control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement } {
  const id = `ps-field-${++fieldCount}`;
  const helpId = setting?.description ? `${id}-help` : undefined;
  const common = { id, name, 'aria-describedby': helpId };
  let control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  if (setting?.type === 'multiline') {
    control = h('textarea', { ...common, rows: '3', placeholder: `Enter ${name}` });
  } else if (setting?.type === 'select') {
    control = h(
      'select',
      common,
      h('option', { value: '' }, '(not filled)'),
      ...(setting.options ?? []).map((option) => h('option', { value: option }, option)),
    );
  } else {
    const number = setting?.type === 'number';
    control = h('input', {
      ...common,
      type: number ? 'number' : 'text',
      inputmode: number ? 'decimal' : undefined,
      step: number ? 'any' : undefined,
      autocomplete: 'off',
      placeholder: `Enter ${name}`,
    });
  }
  control.value = value;
  control.addEventListener('input', onInput);
  control.addEventListener('change', onInput);
  const row = h(
    'div',
    { class: 'field' },
    h('label', { for: id }, setting?.label ?? name),
    control,
    helpId ? h('p', { id: helpId, class: 'help' }, setting!.description!) : null,
  );
  return { row, control };
}

/** The typed form of one prompt, starting from the values last used for it on this device. */
export async function createFillForm(
  prompt: CachedPrompt,
  onChange: () => void,
): Promise<FillForm> {
  const names = extractPlaceholders(prompt.content);
  const byName = new Map(prompt.variables.map((setting) => [setting.name, setting]));
  const remembered = await loadRememberedValues(prompt.id);
  const controls = new Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const fields = h('div', { class: 'fields' });
  const values = () =>
    Object.fromEntries([...controls].map(([name, control]) => [name, control.value]));

  const fill = (start: Record<string, string>) => {
    fields.replaceChildren();
    controls.clear();
    for (const name of names) {
      const { row, control } = field(name, byName.get(name), start[name] ?? '', onChange);
      controls.set(name, control);
      fields.append(row);
    }
  };
  fill(initialPlaceholderValues(names, prompt.variables, remembered ?? {}));

  const element = h('div', {}, fields);
  if (remembered) {
    const reset = h('button', { type: 'button', class: 'link' }, 'Reset to defaults');
    const note = h('p', { class: 'note' }, 'Using the values you used last time. ', reset);
    reset.addEventListener('click', () => {
      void forgetRememberedValues(prompt.id);
      fill(initialPlaceholderValues(names, prompt.variables));
      note.remove();
      onChange();
      controls.values().next().value?.focus();
    });
    element.prepend(note);
  }
  if (names.length === 0)
    fields.append(h('p', { class: 'note' }, 'This prompt has nothing to fill.'));

  return {
    element,
    values,
    result: () => renderPrompt(prompt.content, prompt.variables, values()).text,
    focusFirst: () => controls.values().next().value?.focus(),
  };
}
