import { describe, expect, it } from 'vitest';
import {
  extractPlaceholders,
  fillPlaceholders,
  findPlaceholders,
  hasPlaceholders,
  PLACEHOLDER_NAME_MAX,
} from './placeholders';
import { hostilePlaceholderInputs } from './testing/hostile-placeholders';

describe('extractPlaceholders', () => {
  it('finds bracketed names once each, in order of first appearance', () => {
    expect(
      extractPlaceholders('Write about [topic] for [audience]. Keep [topic] short; [tone] tone.'),
    ).toEqual(['topic', 'audience', 'tone']);
  });

  it('has none in text without brackets, and in empty text', () => {
    expect(extractPlaceholders('')).toEqual([]);
    expect(extractPlaceholders('Plain prompt, no blanks.')).toEqual([]);
    expect(hasPlaceholders('Plain')).toBe(false);
    expect(hasPlaceholders('Hi [name]')).toBe(true);
  });

  it('trims the name, so [ name ] and [name] are one placeholder', () => {
    expect(extractPlaceholders('[ name ] and [name] and [first  name]')).toEqual([
      'name',
      'first  name',
    ]);
  });

  it('keeps names case-sensitive and unicode intact', () => {
    expect(extractPlaceholders('[Name] [name] [имя] [名前] [café] [🙂 mood]')).toEqual([
      'Name',
      'name',
      'имя',
      '名前',
      'café',
      '🙂 mood',
    ]);
  });

  it('reads adjacent placeholders as two: [a][b]', () => {
    expect(extractPlaceholders('[a][b] and [first][last]')).toEqual(['a', 'b', 'first', 'last']);
  });

  it('skips Markdown links and images, including their nested brackets and URLs', () => {
    expect(
      extractPlaceholders(
        'See [the docs](https://x.dev/[v]) and ![logo](/a.png), then [name]. [a [b] c](u) [d]',
      ),
    ).toEqual(['name', 'd']);
  });

  it('keeps [text] followed by a space and parentheses (not a link)', () => {
    expect(extractPlaceholders('[name] (optional)')).toEqual(['name']);
  });

  it('skips reference links whose label is defined, keeps undefined ones', () => {
    const content = [
      'Read [the guide][guide], [Guide][] and [guide]; fill in [topic][audience].',
      '',
      '[guide]: https://example.com/guide "The guide"',
    ].join('\n');
    expect(extractPlaceholders(content)).toEqual(['topic', 'audience']);
  });

  it('does not take a sentence after a colon for a link definition', () => {
    expect(extractPlaceholders('[role]: describe yourself here')).toEqual(['role']);
  });

  it('skips task boxes, footnotes, and empty or punctuation-only brackets', () => {
    const content = [
      '- [ ] open task',
      '- [x] done task',
      '* [X] also done',
      '1. [x] numbered',
      'Footnote[^1] and [] and [   ] and [...] and [-]',
      'But [x] outside a list is a name.',
    ].join('\n');
    expect(extractPlaceholders(content)).toEqual(['x']);
  });

  it('keeps a named placeholder after a list marker', () => {
    expect(extractPlaceholders('- [item one]\n- [item two]')).toEqual(['item one', 'item two']);
  });

  it('does not span lines', () => {
    expect(extractPlaceholders('[multi\nline] and [ok]')).toEqual(['ok']);
    expect(extractPlaceholders('[a\r\nb]')).toEqual([]);
  });

  it('takes the innermost pair of nested brackets', () => {
    expect(extractPlaceholders('[[name]] and [outer [inner] text] and [[[deep]]]')).toEqual([
      'name',
      'inner',
      'deep',
    ]);
  });

  it('handles unbalanced brackets', () => {
    expect(extractPlaceholders('] [ ] ][ [open [name] close] ]]] [[')).toEqual(['name']);
  });

  it('respects backslash escapes', () => {
    expect(extractPlaceholders('\\[literal] and [name\\] and [real] and \\\\[kept]')).toEqual([
      'real',
      'kept',
    ]);
  });

  it('ignores inline code spans of any backtick length', () => {
    expect(
      extractPlaceholders('Use `arr[index]` or ``a[`b`]`` but fill [value]; `[x]` `` [y] ``'),
    ).toEqual(['value']);
  });

  it('treats an unmatched backtick as text', () => {
    expect(extractPlaceholders('A lone ` backtick then [name]')).toEqual(['name']);
  });

  it('does not let a code span cross a blank line', () => {
    expect(extractPlaceholders('stray ` here\n\n[name] and ` there')).toEqual(['name']);
  });

  it('ignores fenced code blocks, backtick and tilde, closed or not', () => {
    const content = [
      'Fill [lang]:',
      '```python',
      'items[0] = [x for x in data]',
      '```',
      '~~~~',
      '[inside]',
      '~~~ still inside, the fence needs four',
      '~~~~',
      'After: [after]',
      '```',
      '[never] (unclosed fence runs to the end)',
    ].join('\n');
    expect(extractPlaceholders(content)).toEqual(['lang', 'after']);
  });

  it('does not take an inline ``` with backticks in its info string for a fence', () => {
    expect(extractPlaceholders('```code``` [name]')).toEqual(['name']);
  });

  it('ignores names longer than the limit', () => {
    const long = 'a'.repeat(PLACEHOLDER_NAME_MAX + 1);
    const max = 'b'.repeat(PLACEHOLDER_NAME_MAX);
    expect(extractPlaceholders(`[${long}] [${max}]`)).toEqual([max]);
  });

  it('does not read object prototype names specially', () => {
    expect(extractPlaceholders('[constructor] [__proto__] [toString]')).toEqual([
      'constructor',
      '__proto__',
      'toString',
    ]);
  });

  it('reports positions of every occurrence', () => {
    expect(findPlaceholders('a [b] [b]')).toEqual([
      { start: 2, end: 5, name: 'b' },
      { start: 6, end: 9, name: 'b' },
    ]);
  });
});

describe('fillPlaceholders', () => {
  it('replaces every occurrence of each name', () => {
    expect(
      fillPlaceholders('Dear [name], [name] is [ age ] years old.', { name: 'Ada', age: '36' }),
    ).toBe('Dear Ada, Ada is 36 years old.');
  });

  it('replaces unfilled placeholders with empty text', () => {
    expect(fillPlaceholders('Hi [name]! [missing]?', { name: 'Ada' })).toBe('Hi Ada! ?');
    expect(fillPlaceholders('[a][b]', {})).toBe('');
  });

  it('leaves links, code, task boxes and escapes exactly as they were', () => {
    const content = '- [ ] [link](u) `[code]` \\[esc] [x]\n```\n[fenced]\n```\n[name]';
    expect(fillPlaceholders(content, { name: 'N', x: 'X', code: 'C', fenced: 'F' })).toBe(
      '- [ ] [link](u) `[code]` \\[esc] X\n```\n[fenced]\n```\nN',
    );
  });

  it('inserts values literally: no $ patterns, no recursive filling', () => {
    expect(fillPlaceholders('[a] [b]', { a: '$& $1 $$', b: '[a]' })).toBe('$& $1 $$ [a]');
  });

  it('ignores inherited keys and non-string values', () => {
    const values = Object.create({ inherited: 'no' }) as Record<string, string>;
    expect(fillPlaceholders('[inherited][constructor][toString]', values)).toBe('');
  });

  it('keeps nested outer brackets around a filled inner one', () => {
    expect(fillPlaceholders('[[name]]', { name: 'Ada' })).toBe('[Ada]');
  });

  it('returns text without placeholders unchanged', () => {
    const text = 'Nothing to fill here. [](empty link)';
    expect(fillPlaceholders(text, { anything: 'x' })).toBe(text);
  });
});

describe('placeholder scanning on hostile input', () => {
  // What each input holds: [placeholders found, length once filled with nothing]. How long
  // the scan takes is measured in placeholders.bench.ts, never asserted here.
  const expected: Record<string, [spans: number, filledLength: number]> = {
    'many opening brackets': [0, 200_001],
    'many closing brackets': [0, 200_000],
    'alternating brackets': [0, 300_000],
    'unmatched backtick runs of growing length': [1, 300_001],
    'many single unmatched backticks': [0, 300_000],
    'link-like text with no closing parenthesis': [0, 200_000],
    'many escapes': [0, 200_000],
    'long lines of spaces and newlines': [0, 200_004],
    'fence-like lines': [15_000, 285_000],
    'reference definitions': [0, 280_000],
  };

  for (const [name, content] of hostilePlaceholderInputs()) {
    it(`scans ${name} correctly`, () => {
      const spans = findPlaceholders(content);
      const [count, filledLength] = expected[name]!;
      expect(spans).toHaveLength(count);
      const filled = fillPlaceholders(content, {});
      expect(filled).toHaveLength(filledLength);
      // Filling removes exactly the placeholders found, nothing else.
      const kept = [0, ...spans.flatMap((span) => [span.start, span.end]), content.length];
      const pieces = [];
      for (let i = 0; i < kept.length; i += 2) pieces.push(content.slice(kept[i], kept[i + 1]));
      expect(filled).toBe(pieces.join(''));
    });
  }

  it('finds only real placeholders in the hostile inputs', () => {
    const inputs = new Map(hostilePlaceholderInputs());
    expect(findPlaceholders(inputs.get('unmatched backtick runs of growing length')!)).toEqual([
      { start: 0, end: 3, name: 'x' },
    ]);
    // The fences open and close in turns, so every other [a] is outside code.
    const fenced = findPlaceholders(inputs.get('fence-like lines')!);
    expect(fenced.slice(0, 2)).toEqual([
      { start: 15, end: 18, name: 'a' },
      { start: 37, end: 40, name: 'a' },
    ]);
    expect(fenced.every((span) => span.name === 'a')).toBe(true);
  });

  it('finds a placeholder after a huge amount of text', () => {
    const content = 'word '.repeat(200_000) + '[end]';
    expect(extractPlaceholders(content)).toEqual(['end']);
    expect(fillPlaceholders(content, { end: '!' }).endsWith('word !')).toBe(true);
  });

  it('extracts many distinct names', () => {
    const content = Array.from({ length: 5000 }, (_, i) => `[p${i}]`).join(' ');
    const names = extractPlaceholders(content);
    expect(names).toHaveLength(5000);
    expect(names[4999]).toBe('p4999');
  });
});
