import { Button, Card, Skeleton } from '@promptshelf/ui';
import { ArrowRightIcon, HeartIcon, StarIcon } from '@promptshelf/ui/icons';
import { findPlaceholders, hasPlaceholders, slugify } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { useTRPC } from '#src/lib/trpc';
import { AuthorLink } from '../prompt-kit/author-link';
import { previewText } from '../prompt-kit/preview';
import { PromptBadges } from '../prompt-kit/prompt-badges';
import type { Prompt } from '../prompt-kit/types';
import { latestPromptsOptions } from './latest-prompts';

/** The preview's text with its placeholders marked, as the prompt page marks them. */
function MarkedPreview({ content }: { content: string }) {
  const text = previewText(content, 220);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { start, end } of findPlaceholders(text)) {
    parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} className="rounded bg-accent px-1 font-medium text-accent-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    last = end;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function HeroCard({ children }: { children: ReactNode }) {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-3 -z-10 rotate-2 rounded-2xl bg-primary/10"
      />
      <Card className="p-6 shadow-xl">{children}</Card>
    </div>
  );
}

/**
 * The hero shows a real prompt from the community: the newest one with placeholders (from the
 * latest-prompts answer the page loads anyway, rendered on the server). A site without any
 * public prompt shows its first step instead of a made-up example.
 */
export function PromptPreview() {
  const latest = useQuery(latestPromptsOptions(useTRPC()));
  if (latest.isPending || latest.isError) {
    return (
      <HeroCard>
        <Skeleton className="h-5 w-32" />
        <Skeleton className="mt-4 h-6 w-2/3" />
        <Skeleton className="mt-3 h-16 w-full" />
      </HeroCard>
    );
  }
  const prompts = latest.data.snippets as Prompt[];
  const featured = prompts.find((s) => hasPlaceholders(s.content)) ?? prompts[0];
  if (!featured) {
    return (
      <HeroCard>
        <h2 className="text-lg font-semibold">Your library starts here</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Nobody has shared a prompt yet. Save the prompts you use again and again, mark the parts
          that change as{' '}
          <mark className="rounded bg-accent px-1 text-accent-foreground">[placeholders]</mark>, and
          share the best ones: they will show up here.
        </p>
        <Button asChild className="mt-6">
          <Link to="/auth" search={{ mode: 'register', redirect: '/dashboard' }}>
            Create Your First Prompt
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </HeroCard>
    );
  }
  return (
    <HeroCard>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Shared by the community
      </p>
      <PromptBadges prompt={featured} className="mt-3" />
      <h2 className="mt-3 text-lg font-semibold wrap-anywhere">
        <Link
          to="/snippets/$id/$"
          params={{ id: String(featured.id), _splat: slugify(featured.title) }}
          className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {featured.title}
        </Link>
      </h2>
      <p className="mt-2 text-sm leading-relaxed wrap-anywhere text-muted-foreground">
        <MarkedPreview content={featured.content} />
      </p>
      <div className="mt-6 flex items-center justify-between gap-4 border-t pt-4 text-sm text-muted-foreground">
        <AuthorLink author={featured.author} isOwn={featured.isOwner} className="min-w-0" />
        <span className="flex shrink-0 items-center gap-4">
          <span className="flex items-center gap-1">
            <HeartIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Likes:</span> {featured.likesCount}
          </span>
          <span className="flex items-center gap-1">
            <StarIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Saves:</span> {featured.favoritesCount}
          </span>
        </span>
      </div>
    </HeroCard>
  );
}
