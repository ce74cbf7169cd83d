import { describe, expect, it } from 'vitest';
import { findIncludes } from './includes';
import { formatRef, nameFromTitle, parseRef, promptName } from './prompt-names';

describe('prompt names and references', () => {
  it('accepts segments joined by single slashes, lower-casing what is typed', () => {
    expect(promptName.parse(' Support/Reply-2 ')).toBe('support/reply-2');
    for (const bad of ['', '/a', 'a/', 'a//b', 'a b', 'é', 'a_b', 'x'.repeat(65)]) {
      expect(promptName.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('makes a name from a title within 60 characters, never empty', () => {
    expect(nameFromTitle('Café Menu: 10 Ideas!')).toBe('cafe-menu-10-ideas');
    expect(nameFromTitle('🙂')).toBe('prompt');
    expect(nameFromTitle('word '.repeat(40)).length).toBeLessThanOrEqual(60);
  });

  it('reads a reference as its owner and name, and writes it back', () => {
    expect(parseRef('@Ada_L/support/reply')).toEqual({
      owner: { username: 'Ada_L' },
      name: 'support/reply',
    });
    expect(parseRef('acme/footer')).toEqual({ owner: { workspace: 'acme' }, name: 'footer' });
    for (const bad of ['footer', '/footer', '@/x', 'Acme/x', '@ada/', '@ada/a//b', 'a b/c']) {
      expect(parseRef(bad), bad).toBeNull();
    }
    expect(formatRef({ username: 'ada' }, 'a/b')).toBe('@ada/a/b');
    expect(formatRef({ workspaceSlug: 'acme' }, 'a')).toBe('acme/a');
  });
});

describe('findIncludes', () => {
  it('finds each include with its label or version', () => {
    const text = 'A {{> @ada/x}} B {{>acme/y/z@production}} C {{> @ada/x@12 }} {{> nope}}';
    expect(findIncludes(text).map(({ ref, label, version }) => ({ ref, label, version }))).toEqual([
      { ref: '@ada/x', label: null, version: null },
      { ref: 'acme/y/z', label: 'production', version: null },
      { ref: '@ada/x', label: null, version: 12 },
    ]);
    const [first] = findIncludes(text);
    expect(text.slice(first!.start, first!.end)).toBe('{{> @ada/x}}');
  });

  it('gets through a hostile text of 200,000 characters', () => {
    const hostile = '{{> @a/'.repeat(20_000) + 'b'.repeat(60_000);
    expect(findIncludes(hostile)).toEqual([]);
  });
});
