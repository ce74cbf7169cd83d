import { describe, expect, it } from 'vitest';
import {
  initialPlaceholderValues,
  placeholderMessages,
  placeholderSettingsSchema,
  prunePlaceholderSettings,
  samePlaceholderSettings,
} from './placeholder-settings';
import { promptInputSchema, promptUpdateSchema } from './prompts';

const base = {
  title: 'T',
  content: 'Write a [tone] note about [topic].',
  aiTool: 'Claude',
  purpose: 'writing',
};

function firstMessage(input: unknown) {
  const parsed = placeholderSettingsSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

describe('placeholder settings', () => {
  it('normalises: trims, drops empty fields, types default to text, options only on a select', () => {
    expect(
      placeholderSettingsSchema.parse([
        {
          name: ' tone ',
          label: ' Tone ',
          description: '',
          type: 'select',
          options: [' warm ', '', 'dry'],
          default: 'warm',
        },
        { name: 'topic', label: null, type: 'number', options: ['ignored'], default: '42' },
        { name: 'x' },
      ]),
    ).toEqual([
      { name: 'tone', label: 'Tone', type: 'select', options: ['warm', 'dry'], default: 'warm' },
      { name: 'topic', type: 'number', default: '42' },
      { name: 'x', type: 'text' },
    ]);
  });

  it('keeps a default value as typed, line breaks and spaces included', () => {
    expect(
      placeholderSettingsSchema.parse([{ name: 'a', type: 'multiline', default: '  one\ntwo  ' }]),
    ).toEqual([{ name: 'a', type: 'multiline', default: '  one\ntwo  ' }]);
  });

  it('refuses each broken setting with a message that names the placeholder', () => {
    expect(firstMessage([{ name: 'a', label: 'x'.repeat(51) }])).toBe(
      placeholderMessages.labelMax('a'),
    );
    expect(firstMessage([{ name: 'a', description: 'x'.repeat(201) }])).toBe(
      '[a]: the help text must be at most 200 characters',
    );
    expect(firstMessage([{ name: 'a', default: 'x'.repeat(1001) }])).toBe(
      '[a]: the default value must be at most 1,000 characters',
    );
    expect(firstMessage([{ name: 'a', type: 'select', options: [] }])).toBe(
      '[a]: a list needs at least one option',
    );
    expect(
      firstMessage([
        { name: 'a', type: 'select', options: Array.from({ length: 21 }, (_, i) => `o${i}`) },
      ]),
    ).toBe('[a]: a list can have at most 20 options');
    expect(firstMessage([{ name: 'a', type: 'select', options: ['x'.repeat(101)] }])).toBe(
      '[a]: each option must be at most 100 characters',
    );
    expect(firstMessage([{ name: 'a', type: 'select', options: ['x', ' x'] }])).toBe(
      '[a]: each option must be different',
    );
    expect(firstMessage([{ name: 'a', type: 'select', options: ['x'], default: 'y' }])).toBe(
      '[a]: the default value must be one of the options',
    );
    expect(firstMessage([{ name: 'a', type: 'number', default: 'ten' }])).toBe(
      '[a]: the default value must be a number',
    );
    expect(firstMessage([{ name: 'a', type: 'date' }])).toBe(placeholderMessages.type);
    expect(firstMessage([{ name: '' }])).toBe(placeholderMessages.name);
    expect(firstMessage([{ name: 'a' }, { name: ' a' }])).toBe('[a] has settings twice; keep one');
    expect(firstMessage('nope')).toBe(placeholderMessages.invalid);
    expect(firstMessage([{ name: 'a', label: 'bad\u0000' }])).toBe(
      'Text must not contain NUL characters or invalid Unicode',
    );
    expect(firstMessage(Array.from({ length: 201 }, (_, i) => ({ name: `n${i}` })))).toBe(
      placeholderMessages.tooMany,
    );
  });

  it('accepts numbers as people type them', () => {
    for (const value of ['3', '-2.5', '.5', '1e3', '+7', '10.']) {
      expect(firstMessage([{ name: 'n', type: 'number', default: value }])).toBeNull();
    }
  });

  it('prunes names that are not placeholders of the content and orders by first appearance', () => {
    const settings = placeholderSettingsSchema.parse([
      { name: 'topic', label: 'Topic' },
      { name: 'gone', label: 'Gone' },
      { name: 'tone', description: 'How it sounds' },
      { name: 'plain' },
    ]);
    expect(prunePlaceholderSettings(settings, 'A [tone] on [topic], [plain] and `[gone]`')).toEqual(
      [
        { name: 'tone', description: 'How it sounds', type: 'text' },
        { name: 'topic', label: 'Topic', type: 'text' },
      ],
    );
  });

  it('prunes in the prompt schema, so every save stores only what applies', () => {
    const parsed = promptInputSchema.parse({
      ...base,
      variables: [
        { name: 'gone', label: 'Gone' },
        { name: 'topic', type: 'select', options: ['AI', 'Art'], default: 'Art' },
      ],
    });
    expect(parsed.variables).toEqual([
      { name: 'topic', type: 'select', options: ['AI', 'Art'], default: 'Art' },
    ]);
    expect(promptInputSchema.parse(base).variables).toEqual([]);
    expect(promptInputSchema.parse({ ...base, variables: null }).variables).toEqual([]);
    expect(
      promptUpdateSchema.safeParse({ id: 1, variables: [{ name: 'a', type: 'nope' }] }).error
        ?.issues[0]?.message,
    ).toBe(placeholderMessages.type);
  });

  it('compares settings whatever their key order', () => {
    expect(
      samePlaceholderSettings(
        [{ name: 'a', type: 'select', options: ['x'], label: 'A' }],
        [{ label: 'A', options: ['x'], type: 'select', name: 'a' }],
      ),
    ).toBe(true);
    expect(samePlaceholderSettings([{ name: 'a', type: 'text', label: 'A' }], [])).toBe(false);
    expect(
      samePlaceholderSettings(
        [{ name: 'a', type: 'select', options: ['x', 'y'] }],
        [{ name: 'a', type: 'select', options: ['y', 'x'] }],
      ),
    ).toBe(false);
  });

  it('starts the generator from the last values, then the defaults, then empty', () => {
    const settings = placeholderSettingsSchema.parse([
      { name: 'tone', type: 'select', options: ['warm', 'dry'], default: 'warm' },
      { name: 'topic', default: 'AI' },
    ]);
    expect(initialPlaceholderValues(['tone', 'topic', 'who'], settings)).toEqual({
      tone: 'warm',
      topic: 'AI',
      who: '',
    });
    expect(
      initialPlaceholderValues(['tone', 'topic', 'who'], settings, {
        tone: 'dry',
        who: 'Ada',
        x: 'y',
      }),
    ).toEqual({ tone: 'dry', topic: 'AI', who: 'Ada' });
    // A remembered choice that is no longer an option falls back to the default.
    expect(initialPlaceholderValues(['tone'], settings, { tone: 'gone' })).toEqual({
      tone: 'warm',
    });
  });
});
