import { describe, expect, it } from 'vitest';

import { highlightParts } from './highlight-parts';

const marked = (content: string) =>
  highlightParts(content)
    .filter((part) => part.placeholder)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks each placeholder and keeps the text around it', () => {
    expect(highlightParts('Write about [topic] for [audience].')).toEqual([
      { text: 'Write about ', placeholder: false },
      { text: '[topic]', placeholder: true },
      { text: ' for ', placeholder: false },
      { text: '[audience]', placeholder: true },
      { text: '.', placeholder: false },
    ]);
  });

  it('gives back the content unchanged when the parts are joined, whitespace included', () => {
    const content = '  Dear [name],\n\n\tThanks for [thing]!\n';
    expect(
      highlightParts(content)
        .map((part) => part.text)
        .join(''),
    ).toBe(content);
  });

  it('marks nothing in a prompt without placeholders', () => {
    expect(highlightParts('Summarise this text.')).toEqual([
      { text: 'Summarise this text.', placeholder: false },
    ]);
    expect(highlightParts('')).toEqual([]);
  });

  it('does not mark brackets that are not placeholders: links and code', () => {
    expect(marked('See [the docs](https://example.com) about [topic].')).toEqual(['[topic]']);
    expect(marked('Use `arr[0]` and [name]')).toEqual(['[name]']);
  });

  it('marks a placeholder at the very start and at the very end', () => {
    expect(highlightParts('[greeting] world [name]')).toEqual([
      { text: '[greeting]', placeholder: true },
      { text: ' world ', placeholder: false },
      { text: '[name]', placeholder: true },
    ]);
  });
});
