import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugify } from './slug';

describe('slugify', () => {
  it('lower-cases and hyphenates', () => {
    expect(slugify('Blog Post Outline')).toBe('blog-post-outline');
    expect(slugify('  Write   a   SQL query!  ')).toBe('write-a-sql-query');
    expect(slugify('C++ / Rust: 10 tips')).toBe('c-rust-10-tips');
  });

  it('folds accents and special letters to ASCII', () => {
    expect(slugify('Café crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('Straße Øresund Łódź Æsir Œuvre Þing')).toBe(
      'strasse-oresund-lodz-aesir-oeuvre-thing',
    );
    expect(slugify('ＦＵＬＬ width ①')).toBe('full-width-1');
  });

  it('never returns an empty slug', () => {
    expect(slugify('')).toBe('prompt');
    expect(slugify('!!! ???')).toBe('prompt');
    expect(slugify('🙂🚀')).toBe('prompt');
    expect(slugify('日本語のプロンプト')).toBe('prompt');
  });

  it('keeps the ASCII part of mixed titles', () => {
    expect(slugify('GPT-4 で要約')).toBe('gpt-4');
  });

  it('cuts long titles at a word boundary, within the limit', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^word(-word)+$/);
    const oneWord = slugify('a'.repeat(300));
    expect(oneWord).toBe('a'.repeat(SLUG_MAX));
  });

  it('never starts or ends with a hyphen, nor doubles one', () => {
    for (const title of ['-a-', '--a--b--', 'a' + '-'.repeat(100) + 'b', `${'x'.repeat(79)}-yz`]) {
      const slug = slugify(title);
      expect(slug).not.toMatch(/^-|-$|--/);
    }
  });

  it('stays fast on huge titles', () => {
    const started = performance.now();
    slugify('é-'.repeat(100_000));
    // Linear work takes milliseconds; a backtracking pattern would take minutes.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
