import type { CachedPrompt } from '../storage';

/** Rows the palette shows at most; typing narrows the rest down. */
export const SHOWN_MAX = 50;

function fold(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Searches the cached list on the device: every word must appear in the title, the text or the
 * place; a title that has the words ranks first, one that starts with the first word before it.
 */
export function searchPrompts(prompts: readonly CachedPrompt[], query: string): CachedPrompt[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return prompts.slice(0, SHOWN_MAX);
  const ranked: { prompt: CachedPrompt; rank: number; index: number }[] = [];
  prompts.forEach((prompt, index) => {
    const title = fold(prompt.title);
    const rest = fold(`${prompt.content} ${prompt.places.join(' ')}`);
    if (!words.every((word) => title.includes(word) || rest.includes(word))) return;
    const inTitle = words.filter((word) => title.includes(word)).length;
    const rank = (title.startsWith(words[0]!) ? 1 : 0) + inTitle * 2;
    ranked.push({ prompt, rank, index });
  });
  return ranked
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .slice(0, SHOWN_MAX)
    .map(({ prompt }) => prompt);
}
