import { diffWords } from 'diff';

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

type WordDiff = {
  parts: DiffPart[];
  /**
   * False when the texts differ too much to compare word by word within the budget: the parts
   * are then the whole old text removed and the whole new text added.
   */
  wordByWord: boolean;
};

/**
 * The edit budget of one comparison. Myers' algorithm costs about (words of both texts) × (edits
 * found), so two 50,000-character texts with nothing in common would freeze the page; past this
 * many word edits the comparison gives up and shows the texts whole.
 */
const MAX_WORD_EDITS = 1000;

/** A word-level comparison of two texts, bounded in time whatever they hold. */
export function compareWords(before: string, after: string): WordDiff {
  if (before === after)
    return { parts: before ? [{ kind: 'same', text: before }] : [], wordByWord: true };
  const changes = diffWords(before, after, { maxEditLength: MAX_WORD_EDITS });
  if (!changes) {
    return {
      parts: [
        { kind: 'removed', text: before },
        { kind: 'added', text: after },
      ].filter((part) => part.text !== '') as DiffPart[],
      wordByWord: false,
    };
  }
  return {
    parts: changes.map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    })),
    wordByWord: true,
  };
}
