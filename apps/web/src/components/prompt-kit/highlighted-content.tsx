import { useMemo } from 'react';

import { highlightParts } from './highlight-parts';

/** The full content, whitespace kept, with its placeholders marked so they stand out. */
export function HighlightedContent({ content }: { content: string }) {
  const parts = useMemo(() => highlightParts(content), [content]);

  return (
    <div className="font-mono text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">
      {parts.map((part, index) =>
        part.placeholder ? (
          <mark
            key={index}
            className="rounded bg-accent px-0.5 font-semibold text-accent-foreground"
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}
