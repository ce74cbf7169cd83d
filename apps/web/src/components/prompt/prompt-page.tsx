import { Button, Card } from '@promptshelf/ui';
import {
  ArrowLeftIcon,
  CheckIcon,
  CopyIcon,
  GitForkIcon,
  SparklesIcon,
} from '@promptshelf/ui/icons';
import { findIncludes, slugify } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';

import { useTRPC } from '#src/lib/trpc';
import { errorMessage, isNotFound } from '#src/lib/trpc-error';
import { AuthorLink } from '../prompt-kit/author-link';
import { CloneAttribution } from './clone-attribution';
import { AddToCollection } from '../collections/add-to-collection';
import { CloneButton } from './clone-button';
import { HighlightedContent } from '../prompt-kit/highlighted-content';
import { HoldNotice, useModerationHold } from '../moderation/moderation-hold';
import { ReportMenu } from '../moderation/report-menu';
import { OwnerActions } from './owner-actions';
import { ReactionButtons } from '../prompt-kit/reaction-buttons';
import { PromptBadges } from '../prompt-kit/prompt-badges';
import { TagChips } from '../prompt-kit/tag-chips';
import type { Prompt } from '../prompt-kit/types';
import { useCopy } from '../prompt-kit/use-copy';
import { useCanChange } from '../library/use-can-change';
import { VersionHistory } from './version-history';
import { useHydrated } from '#src/lib/use-hydrated';
import { useGenerateDialog } from '../prompt-kit/use-generate-dialog';
import { useRecentPrompt } from '../palette/recent-prompts';
import { PromptReference } from './prompt-reference';
import { MountWhenNear } from '#src/lib/mount-when-near';
import { CommentsHeading } from '../comments/comments-heading';
import { useViewer } from '#src/lib/auth';

// Comments sit below the fold: their code and their first page load when the reader nears them.
const CommentsSection = lazy(() =>
  import('../comments/comments-section').then(({ CommentsSection }) => ({
    default: CommentsSection,
  })),
);

// Suggested edits load after the page: visitors never see them, and most readers never suggest.
const SuggestedEdits = lazy(() =>
  import('../suggestions/suggested-edits').then(({ SuggestedEdits }) => ({
    default: SuggestedEdits,
  })),
);

// The server knows no reader's time zone: it (and the hydrating render) says the UTC date, and
// the reader's own date follows once the app has taken over, so hydration never mismatches.
const utcDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const localDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** The prompt detail screen for `/snippets/{id}/{slug}`. */
export function PromptPage({ idParam, slug }: { idParam: string; slug: string }) {
  const trpc = useTRPC();
  const validId = /^\d+$/.test(idParam) && Number.isSafeInteger(Number(idParam));
  const prompt = useQuery({
    ...trpc.snippets.byId.queryOptions({ id: Number(idParam) }),
    enabled: validId,
  });

  if (!validId || (prompt.isError && isNotFound(prompt.error))) {
    return (
      <Message>
        <h1 className="text-2xl font-bold tracking-tight">Prompt not found.</h1>
        <p className="mt-3 text-muted-foreground">
          It may have been deleted or made private by its author.
        </p>
        <Button asChild className="mt-8">
          <Link to="/browse">Browse Prompts</Link>
        </Button>
      </Message>
    );
  }
  if (prompt.isError) {
    return (
      <Message>
        <h1 className="text-2xl font-bold tracking-tight">
          Error loading prompt: {errorMessage(prompt.error) ?? prompt.error.message}
        </h1>
        <Button className="mt-8" onClick={() => void prompt.refetch()}>
          Try Again
        </Button>
      </Message>
    );
  }
  if (!prompt.data) return <PromptSkeleton />;
  return <PromptDetail prompt={prompt.data} slug={slug} />;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center wrap-anywhere"
    >
      {children}
    </div>
  );
}

function PromptSkeleton() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading prompt…
      </p>
      <div aria-hidden="true" className="grid gap-4">
        <div className="h-5 w-40 animate-pulse rounded-md bg-muted" />
        <div className="h-9 w-3/4 animate-pulse rounded-md bg-muted" />
        <div className="h-64 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}

/** The Comments heading before the section's code has loaded, so the page does not jump. */
function CommentsPlaceholder({ count }: { count: number }) {
  return (
    <section aria-labelledby="comments-heading" className="mt-10" aria-busy="true">
      <CommentsHeading count={count} />
    </section>
  );
}

function PromptDetail({ prompt, slug }: { prompt: Prompt; slug: string }) {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const { copy, copied } = useCopy();
  // Includes resolved for this reader: the content links the prompts it includes (the
  // generator asks for the same answer to fill their placeholders).
  const expanded = useQuery({
    ...trpc.registry.expanded.queryOptions({ id: prompt.id }),
    enabled: findIncludes(prompt.content).length > 0,
  });
  const generator = useGenerateDialog(prompt);
  useRecentPrompt(prompt.id);
  const hydrated = useHydrated();
  const canChange = useCanChange(prompt);
  const hold = useModerationHold(prompt, canChange);
  const { viewer } = useViewer();
  const canonicalSlug = slugify(prompt.title);
  const { canGenerate } = generator;

  // The address follows the title; replace, so Back does not return to the old slug.
  useEffect(() => {
    if (slug !== canonicalSlug) {
      void navigate({
        to: '/snippets/$id/$',
        params: { id: String(prompt.id), _splat: canonicalSlug },
        replace: true,
      });
    }
  }, [slug, canonicalSlug, prompt.id, navigate]);

  const edited = prompt.updatedAt.getTime() - prompt.createdAt.getTime() > 60_000;

  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6" aria-labelledby="prompt-title">
      <Link
        to="/browse"
        className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Browse Prompts
      </Link>

      <PromptBadges prompt={prompt} className="mt-6" />
      <h1
        id="prompt-title"
        className="mt-3 text-3xl font-bold tracking-tight text-balance wrap-anywhere"
      >
        {prompt.title}
      </h1>

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <AuthorLink author={prompt.author} isOwn={prompt.isOwner} />
        <span>
          Created{' '}
          <time dateTime={prompt.createdAt.toISOString()}>
            {(hydrated ? localDate : utcDate).format(prompt.createdAt)}
          </time>
          {edited && (
            <>
              {' · '}Updated{' '}
              <time dateTime={prompt.updatedAt.toISOString()}>
                {(hydrated ? localDate : utcDate).format(prompt.updatedAt)}
              </time>
            </>
          )}
        </span>
      </div>

      <PromptReference reference={prompt.ref} />

      <TagChips tags={prompt.tags} className="mt-4" />

      {prompt.clonedFrom && <CloneAttribution prompt={prompt} clonedFrom={prompt.clonedFrom} />}
      {prompt.clonedFromDeletedAccount && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <GitForkIcon className="size-4 shrink-0" aria-hidden="true" />
          Cloned from a deleted account
        </p>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <ReactionButtons prompt={prompt} signInTarget="/api/login" size="default" />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            type="button"
            variant="outline"
            disabled={!hydrated}
            onClick={() => void copy(prompt.content)}
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <AddToCollection prompt={prompt} labelled variant="outline" />
          {canChange && <OwnerActions prompt={prompt} held={hold !== null} />}
          {/* A workspace's prompt may be copied to one's own library by its editors too. */}
          {(!canChange || prompt.workspace) && <CloneButton prompt={prompt} />}
          {canGenerate && (
            <Button type="button" disabled={!hydrated} onClick={generator.open}>
              <SparklesIcon aria-hidden="true" />
              Generate
            </Button>
          )}
          {!canChange && !prompt.isOwner && (
            <ReportMenu target={{ kind: 'prompt', id: prompt.id, title: prompt.title }} />
          )}
        </div>
      </div>

      {hold && <HoldNotice prompt={prompt} hold={hold} />}

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="sr-only">Prompt</h2>
        <HighlightedContent content={prompt.content} includes={expanded.data?.includes} />
      </Card>

      {hydrated && viewer && (canChange || prompt.isPublic) && (
        <Suspense fallback={null}>
          <SuggestedEdits prompt={prompt} canDecide={canChange} />
        </Suspense>
      )}

      <VersionHistory prompt={prompt} canRestore={canChange} />

      {(prompt.visibility === 'public' || prompt.visibility === 'unlisted') && (
        <MountWhenNear placeholder={<CommentsPlaceholder count={prompt.commentsCount} />}>
          <CommentsSection prompt={prompt} />
        </MountWhenNear>
      )}

      {generator.dialog}
    </article>
  );
}
