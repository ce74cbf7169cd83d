import { Card } from '@promptshelf/ui';
import {
  CheckIcon,
  CopyIcon,
  MessageCircleIcon,
  PencilIcon,
  SparklesIcon,
  Trash2Icon,
} from '@promptshelf/ui/icons';
import { slugify } from '@promptshelf/validators';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { AuthorLink } from './author-link';
import { useCardActions } from './card-actions';
import { IconAction } from './icon-action';
import { previewText } from './preview';
import { ReactionButtons } from './reaction-buttons';
import { PromptBadges } from './prompt-badges';
import { TagChips, type TagScope } from './tag-chips';
import type { Prompt } from './types';
import { useCopy } from './use-copy';
import { useHydrated } from '#src/lib/use-hydrated';
import { useGenerateDialog } from './use-generate-dialog';

export interface PromptCardProps {
  prompt: Prompt;
  /** Edit and delete show only when given: only the dashboard's cards have them. */
  onEdit?: (prompt: Prompt) => void;
  onDelete?: (prompt: Prompt) => void;
  /** The card title's heading level, to fit the page's outline (h2 right under an h1). */
  headingLevel?: 'h2' | 'h3';
  /** Where the card's tags lead (Browse unless given). */
  tagScope?: TagScope;
  /** One more action of the page the card is on, last in its row (a collection's Remove). */
  extraAction?: ReactNode;
}

/** Icon buttons name the prompt they act on: a list of cards has many 'Edit' buttons. */
const iconButton = 'relative z-10 size-9';

/**
 * One prompt in a grid: badges, title linking to its page, a 150-character preview, author,
 * like and favourite toggles, copy and (with placeholders) generate, and on the dashboard edit
 * and delete. The whole card opens the prompt: the title's link covers it, and the controls sit
 * above that link with their own actions.
 */
export function PromptCard({
  prompt,
  onEdit,
  onDelete,
  headingLevel = 'h3',
  tagScope,
  extraAction,
}: PromptCardProps) {
  const Heading = headingLevel;
  const { copy, copied } = useCopy();
  const generator = useGenerateDialog(prompt);
  const hydrated = useHydrated();
  const actions = useCardActions();
  const { canGenerate } = generator;
  const named = (action: string) => `${action} “${prompt.title}”`;
  return (
    <Card
      role="article"
      aria-labelledby={`prompt-${prompt.id}-title`}
      className="relative flex h-full flex-col gap-4 p-5 transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <PromptBadges prompt={prompt} />
      <div className="min-w-0 flex-1">
        <Heading
          id={`prompt-${prompt.id}-title`}
          className="text-lg leading-snug font-semibold wrap-anywhere"
        >
          <Link
            to="/snippets/$id/$"
            params={{ id: String(prompt.id), _splat: slugify(prompt.title) }}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {prompt.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm leading-relaxed wrap-anywhere text-muted-foreground">
          {previewText(prompt.content)}
        </p>
        <TagChips tags={prompt.tags} scope={tagScope} className="mt-3" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-3 border-t pt-3">
        <AuthorLink
          author={prompt.author}
          isOwn={prompt.isOwner}
          className="relative z-10 max-w-[45%]"
        />
        <div className="relative z-10 ml-auto flex flex-wrap items-center justify-end gap-1">
          {prompt.commentsCount > 0 && (
            <span className="flex items-center gap-1.5 px-2 text-sm text-muted-foreground">
              <MessageCircleIcon aria-hidden="true" className="size-4" />
              <span className="tabular-nums">{prompt.commentsCount}</span>
              <span className="sr-only">{prompt.commentsCount === 1 ? 'comment' : 'comments'}</span>
            </span>
          )}
          <ReactionButtons prompt={prompt} />
          {actions.map((Action, index) => (
            <Action key={index} prompt={prompt} className={iconButton} />
          ))}
          <IconAction
            tooltip={copied ? 'Copied!' : 'Copy prompt'}
            className={iconButton}
            aria-label={copied ? named('Copied') : named('Copy prompt')}
            disabled={!hydrated}
            onClick={() => void copy(prompt.content)}
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          </IconAction>
          {canGenerate && (
            <IconAction
              tooltip="Generate"
              className={iconButton}
              aria-label={named('Generate from')}
              disabled={!hydrated}
              onClick={generator.open}
            >
              <SparklesIcon aria-hidden="true" />
            </IconAction>
          )}
          {onEdit && (
            <IconAction
              tooltip="Edit prompt"
              className={iconButton}
              aria-label={named('Edit prompt')}
              disabled={!hydrated}
              onClick={() => onEdit(prompt)}
            >
              <PencilIcon aria-hidden="true" />
            </IconAction>
          )}
          {onDelete && (
            <IconAction
              tooltip="Delete prompt"
              className={`${iconButton} text-destructive-text hover:text-destructive-text`}
              aria-label={named('Delete prompt')}
              disabled={!hydrated}
              onClick={() => onDelete(prompt)}
            >
              <Trash2Icon aria-hidden="true" />
            </IconAction>
          )}
          {extraAction}
        </div>
      </div>
      {generator.dialog}
    </Card>
  );
}
