import { describe, expect, it } from 'vitest';
import { commentParts } from './comment-text';

describe('commentParts', () => {
  it('finds code spans and http(s) links, keeping the rest as text', () => {
    expect(commentParts('Try `npm test` at https://example.com/docs.\nThanks')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'code', text: 'npm test' },
      { kind: 'text', text: ' at ' },
      { kind: 'link', text: 'https://example.com/docs', href: 'https://example.com/docs' },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('never makes a link of javascript:, data: or markdown tricks', () => {
    for (const body of [
      'javascript:alert(1)',
      '[click](javascript:alert(1))',
      'data:text/html,<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(
        commentParts(body).every((part) => part.kind !== 'link'),
        body,
      ).toBe(true);
      expect(
        commentParts(body)
          .map((part) => part.text)
          .join(''),
      ).toBe(body);
    }
  });

  it('links only the address of a markdown link, as text', () => {
    expect(commentParts('[docs](https://example.com)')).toEqual([
      { kind: 'text', text: '[docs](' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves an unclosed backtick as text', () => {
    expect(commentParts('a `b')).toEqual([{ kind: 'text', text: 'a `b' }]);
  });
});
