import { Button, Card } from '@promptshelf/ui';
import { PencilIcon, Trash2Icon } from '@promptshelf/ui/icons';
import { slugify } from '@promptshelf/validators';
import { Link } from '@tanstack/react-router';

import { AuthorLink } from './author-link';
import { previewText } from './preview';
import { ReactionButtons } from './reaction-buttons';
import { SnippetBadges } from './snippet-badges';
import type { Snippet } from './types';

export interface PromptCardProps {
  snippet: Snippet;
  /** Edit and delete show only when given (the dashboard: spec §2). */
  onEdit?: (snippet: Snippet) => void;
  onDelete?: (snippet: Snippet) => void;
  /** The card title's heading level, to fit the page's outline (h2 right under an h1). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One prompt in a grid: badges, title linking to its page, a 150-character preview, author,
 * like and favourite toggles, and (on the dashboard) edit and delete.
 */
export function PromptCard({ snippet, onEdit, onDelete, headingLevel = 'h3' }: PromptCardProps) {
  const Heading = headingLevel;
  return (
    <Card
      role="article"
      aria-labelledby={`prompt-${snippet.id}-title`}
      className="flex h-full flex-col gap-4 p-5 transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <SnippetBadges snippet={snippet} />
      <div className="min-w-0 flex-1">
        <Heading
          id={`prompt-${snippet.id}-title`}
          className="text-lg leading-snug font-semibold wrap-anywhere"
        >
          <Link
            to="/snippets/$id/$"
            params={{ id: String(snippet.id), _splat: slugify(snippet.title) }}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {snippet.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm leading-relaxed wrap-anywhere text-muted-foreground">
          {previewText(snippet.content)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-3 border-t pt-3">
        <AuthorLink author={snippet.author} className="max-w-[60%]" />
        <div className="ml-auto flex items-center gap-1">
          <ReactionButtons snippet={snippet} />
          {onEdit && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label="Edit prompt"
              onClick={() => onEdit(snippet)}
            >
              <PencilIcon aria-hidden="true" />
            </Button>
          )}
          {onDelete && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9 text-destructive-text hover:text-destructive-text"
              aria-label="Delete prompt"
              onClick={() => onDelete(snippet)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
