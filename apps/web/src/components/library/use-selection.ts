import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Which of a page's prompts are selected for a bulk action. A shift-click selects (or clears)
 * the range from the last prompt clicked, as in a file manager; ids that leave the page (a
 * filter, a deletion) leave the selection.
 */
export function useSelection(pageIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const anchor = useRef<number | null>(null);
  const selected = useMemo(
    () => new Set(pageIds.filter((id) => chosen.has(id))),
    [pageIds, chosen],
  );

  const toggle = useCallback(
    (id: number, range: boolean) => {
      setChosen((previous) => {
        const next = new Set([...previous].filter((other) => pageIds.includes(other)));
        const on = !next.has(id);
        const from = anchor.current === null ? -1 : pageIds.indexOf(anchor.current);
        const to = pageIds.indexOf(id);
        const span =
          range && from >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
        for (const each of span) {
          if (on) next.add(each);
          else next.delete(each);
        }
        return next;
      });
      anchor.current = id;
    },
    [pageIds],
  );

  return {
    selected,
    toggle,
    allSelected: pageIds.length > 0 && selected.size === pageIds.length,
    setAll: (on: boolean) => setChosen(new Set(on ? pageIds : [])),
    clear: () => setChosen(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
