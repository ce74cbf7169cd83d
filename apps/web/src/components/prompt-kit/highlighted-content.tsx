import { findIncludes, slugify } from '@promptshelf/validators';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';

import { highlightParts } from './highlight-parts';

/** A prompt included by reference, as the page may link it (one the reader may open). */
export type IncludeLink = { ref: string; id: number; title: string };

/**
 * The full content, whitespace kept, with its placeholders marked so they stand out, and each
 * `{{> ref}}` whose prompt is in `includes` a link to that prompt's page.
 */
export function HighlightedContent({
  content,
  includes = [],
}: {
  content: string;
  includes?: readonly IncludeLink[];
}) {
  const pieces = useMemo(() => {
    const byRef = new Map(includes.map((include) => [include.ref, include]));
    const result: { text: string; include?: IncludeLink }[] = [];
    let last = 0;
    for (const span of findIncludes(content)) {
      const include = byRef.get(span.ref);
      if (!include) continue;
      result.push({ text: content.slice(last, span.start) });
      result.push({ text: content.slice(span.start, span.end), include });
      last = span.end;
    }
    result.push({ text: content.slice(last) });
    return result;
  }, [content, includes]);

  return (
    <div className="font-mono text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">
      {pieces.map((piece, index) =>
        piece.include ? (
          <Link
            key={index}
            to="/snippets/$id/$"
            params={{ id: String(piece.include.id), _splat: slugify(piece.include.title) }}
            title={`Included prompt: ${piece.include.title}`}
            className="rounded-sm font-semibold text-primary underline underline-offset-4 outline-none hover:text-primary/80 focus-visible:ring-2 focus-visible:ring-ring"
          >
            {piece.text}
          </Link>
        ) : (
          <Marked key={index} text={piece.text} />
        ),
      )}
    </div>
  );
}

function Marked({ text }: { text: string }) {
  const parts = useMemo(() => highlightParts(text), [text]);
  return parts.map((part, index) =>
    part.placeholder ? (
      <mark key={index} className="rounded bg-accent px-0.5 font-semibold text-accent-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
