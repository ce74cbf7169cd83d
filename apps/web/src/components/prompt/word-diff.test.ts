import { describe, expect, it } from 'vitest';
import { compareWords, type DiffPart } from './word-diff';

/** What each side reads like when the other side's parts are left out. */
const side = (parts: DiffPart[], drop: DiffPart['kind']) =>
  parts
    .filter((part) => part.kind !== drop)
    .map((part) => part.text)
    .join('');

describe('compareWords', () => {
  it('marks the words that changed and keeps the rest', () => {
    const { parts, wordByWord } = compareWords(
      'Summarise the notes for the team.',
      'Summarise the meeting notes for the board.',
    );
    expect(wordByWord).toBe(true);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual([
      'meeting',
      'board',
    ]);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['team']);
  });

  it('gives back each side exactly, ignoring nothing but layout between words', () => {
    const before = 'One two three\nfour five six';
    const after = 'One 2 three\nfour five six seven';
    const { parts } = compareWords(before, after);
    expect(side(parts, 'added').trim().split(/\s+/)).toEqual(before.split(/\s+/));
    expect(side(parts, 'removed').trim().split(/\s+/)).toEqual(after.split(/\s+/));
  });

  it('says nothing changed for equal texts', () => {
    expect(compareWords('Same text', 'Same text')).toEqual({
      parts: [{ kind: 'same', text: 'Same text' }],
      wordByWord: true,
    });
    expect(compareWords('', '')).toEqual({ parts: [], wordByWord: true });
  });

  it('gives up word by word on huge texts with no common words, and shows them whole', () => {
    // 50,000 characters each (the content limit), not one word in common.
    const words = (prefix: string) =>
      Array.from({ length: 10_000 }, (_, i) => `${prefix}${i.toString(36)}`)
        .join(' ')
        .slice(0, 50_000);
    const before = words('a');
    const after = words('b');
    const result = compareWords(before, after);
    expect(result.wordByWord).toBe(false);
    expect(result.parts).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });

  it('still compares word by word a huge text with a few edits', () => {
    const before = Array.from({ length: 8_000 }, (_, i) => `word${i}`).join(' ');
    const after = before.replace('word10 ', 'changed ').replace('word7000', 'other');
    const { parts, wordByWord } = compareWords(before, after);
    expect(wordByWord).toBe(true);
    expect(parts.filter((p) => p.kind !== 'same').map((p) => p.text.trim())).toEqual([
      'word10',
      'changed',
      'word7000',
      'other',
    ]);
  });

  it('treats markup in the texts as plain words', () => {
    const { parts } = compareWords('<b>hi</b>', '<img src=x onerror=alert(1)>');
    expect(side(parts, 'added')).toBe('<b>hi</b>');
    expect(side(parts, 'removed')).toBe('<img src=x onerror=alert(1)>');
  });
});
