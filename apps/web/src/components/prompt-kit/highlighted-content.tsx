import { findPlaceholders } from '@promptshelf/validators';
import { useMemo } from 'react';

/** The full content, whitespace kept, with its placeholders marked so they stand out. */
export function HighlightedContent({ content }: { content: string }) {
  const parts = useMemo(() => {
    const result: { text: string; placeholder: boolean }[] = [];
    let last = 0;
    for (const span of findPlaceholders(content)) {
      if (span.start > last)
        result.push({ text: content.slice(last, span.start), placeholder: false });
      result.push({ text: content.slice(span.start, span.end), placeholder: true });
      last = span.end;
    }
    if (last < content.length) result.push({ text: content.slice(last), placeholder: false });
    return result;
  }, [content]);

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
