import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extractPlaceholders,
  fillPlaceholderParts,
  fillPlaceholders,
  findPlaceholders,
} from './placeholders';

/**
 * The filler is exact: a value goes in as typed, nothing added or lost. Each case below is a bug
 * the peers' users reported in their variable forms (Open WebUI, LibreChat), turned into a rule
 * ours keeps, plus hostile values.
 */
describe('filler regressions from the peers’ reported bugs', () => {
  it("inserts `$&`, `$$`, `$1`, `$'` and `$`` literally (String.replace patterns)", () => {
    const value = "price: $$5, match: $&, group: $1, after: $', before: $`, named: $<x>";
    expect(fillPlaceholders('Say [it] now.', { it: value })).toBe(`Say ${value} now.`);
  });

  it('keeps the line breaks of a value, \\n and \\r\\n alike, and those of the content', () => {
    const value = 'line one\nline two\r\nline three\n\n';
    expect(fillPlaceholders('Intro\n\n[body]\n-- \nSign', { body: value })).toBe(
      `Intro\n\n${value}\n-- \nSign`,
    );
  });

  it('gives a repeated name the same value everywhere, whatever the order of the others', () => {
    const content = '[b] [a] [b] [c] [a] [b]';
    expect(fillPlaceholders(content, { a: 'A', b: 'B', c: 'C' })).toBe('B A B C A B');
    // Values are matched by name, never by position: leaving one out shifts nothing.
    expect(fillPlaceholders(content, { a: 'A', c: 'C' })).toBe(' A  C A ');
    expect(extractPlaceholders(content)).toEqual(['b', 'a', 'c']);
  });

  it('does not take JSON or template braces for placeholders, in content or in values', () => {
    const content = 'Return {"name": "[name]", "tags": {}} and {{user}} and ${x} and {role}';
    expect(extractPlaceholders(content)).toEqual(['name']);
    expect(fillPlaceholders(content, { name: '{"nested": {"a": [1, 2]}}' })).toBe(
      'Return {"name": "{"nested": {"a": [1, 2]}}", "tags": {}} and {{user}} and ${x} and {role}',
    );
  });

  it('leaves JSON in a code fence untouched, arrays included', () => {
    const content = 'Schema:\n```json\n{"items": [1, 2], "name": "[name]"}\n```\nFor [name].';
    expect(extractPlaceholders(content)).toEqual(['name']);
    expect(fillPlaceholders(content, { name: 'Ada' })).toBe(
      'Schema:\n```json\n{"items": [1, 2], "name": "[name]"}\n```\nFor Ada.',
    );
  });

  it('fills a form of many variables, each with its own value', () => {
    const names = Array.from({ length: 200 }, (_, index) => `field ${index + 1}`);
    const content = names.map((name) => `${name}: [${name}]`).join('\n');
    const values = Object.fromEntries(names.map((name, index) => [name, `value-${index + 1}`]));
    expect(extractPlaceholders(content)).toEqual(names);
    expect(fillPlaceholders(content, values)).toBe(
      names.map((name, index) => `${name}: value-${index + 1}`).join('\n'),
    );
  });
});

describe('filler on hostile values', () => {
  it('shows unfilled placeholders apart from the filled ones', () => {
    expect(fillPlaceholderParts('Hi [a], [b]! [a]', { a: 'A', b: '' })).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'value', name: 'a', text: 'A' },
      { kind: 'text', text: ', ' },
      { kind: 'unfilled', name: 'b' },
      { kind: 'text', text: '! ' },
      { kind: 'value', name: 'a', text: 'A' },
    ]);
  });

  it('never fills a value again: `[other]` and the name itself stay as typed', () => {
    expect(fillPlaceholders('[a] then [b]', { a: '[b] and [a] and [c]', b: 'B', c: 'C' })).toBe(
      '[b] and [a] and [c] then B',
    );
  });

  it('keeps backslashes, escapes and code fences in a value', () => {
    const value = 'C:\\path\\to\\file \\[not\\] \\n \\\\ \n```js\nconst a = `${b}`;\n```\n~~~';
    expect(fillPlaceholders('Use:\n[code]\nDone', { code: value })).toBe(`Use:\n${value}\nDone`);
  });

  it('keeps emoji, combining marks, right-to-left text and zero-width characters', () => {
    const value = '👩‍💻 e\u0301 שלום \u200b\u200d end';
    expect(fillPlaceholders('[v]', { v: value })).toBe(value);
  });

  it('inserts HTML and script text as text', () => {
    const value = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    expect(fillPlaceholders('x [v] y', { v: value })).toBe(`x ${value} y`);
  });

  it('reads only own keys: __proto__, constructor and toString are ordinary names', () => {
    const values = JSON.parse('{"__proto__": "P"}') as Record<string, string>;
    expect(fillPlaceholders('[__proto__] [constructor] [toString]', values)).toBe('P  ');
  });

  it('fills a megabyte value and 5,000 occurrences quickly', () => {
    const big = 'x'.repeat(1_000_000);
    const started = performance.now();
    expect(fillPlaceholders('[a]', { a: big })).toHaveLength(1_000_000);
    const content = '[a] '.repeat(5000);
    expect(fillPlaceholders(content, { a: '$&' })).toBe('$& '.repeat(5000));
    // Linear work takes milliseconds; a quadratic one would take minutes. Generous when busy.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

// Text between placeholders that cannot itself form Markdown or placeholder syntax.
const plainChar = fc.constantFrom(...'abcXYZ019 \n\t.,;!?\'"{}$&%#@=<>|*+/é😀日'.split(/(?:)/u));
const plainText = fc.string({ unit: plainChar, maxLength: 12 });
const nameArb = fc.stringMatching(/^v[a-z0-9_]{0,6}$/);
const hostileValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '$&',
    '$$',
    "$'",
    '$`',
    '$1',
    '[other]',
    '[v]',
    '\\',
    '```\nx\n```',
    '\r\n',
    '{}',
  ),
);

describe('filler properties (fast-check)', () => {
  it('is the content with each placeholder replaced by its value, literally and once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(plainText, nameArb), { minLength: 1, maxLength: 12 }),
        plainText,
        fc.dictionary(nameArb, hostileValue),
        (pieces, tail, values) => {
          const content = pieces.map(([before, name]) => `${before}[${name}]`).join('') + tail;
          const expected =
            pieces
              .map(([before, name]) => before + (Object.hasOwn(values, name) ? values[name] : ''))
              .join('') + tail;
          expect(fillPlaceholders(content, values)).toBe(expected);
          expect(extractPlaceholders(content)).toEqual([...new Set(pieces.map(([, n]) => n))]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves content without placeholders exactly as it is, whatever the values', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.dictionary(nameArb, hostileValue), (s, v) => {
        fc.pre(findPlaceholders(s).length === 0);
        expect(fillPlaceholders(s, v)).toBe(s);
      }),
      { numRuns: 500 },
    );
  });

  it('changes nothing but the placeholder spans, on any content', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ab [x]()`\\~-:\n^'.split('')), maxLength: 80 }),
        hostileValue,
        (content, value) => {
          const spans = findPlaceholders(content);
          const values = Object.fromEntries(spans.map((span) => [span.name, value]));
          let expected = '';
          let last = 0;
          for (const span of spans) {
            expected += content.slice(last, span.start) + value;
            last = span.end;
          }
          expect(fillPlaceholders(content, values)).toBe(expected + content.slice(last));
          // The pieces the generator shows join to exactly the same text.
          const shown = fillPlaceholderParts(content, values)
            .map((part) => (part.kind === 'unfilled' ? '' : part.text))
            .join('');
          expect(shown).toBe(expected + content.slice(last));
        },
      ),
      { numRuns: 500 },
    );
  });
});
