import { Badge, Card } from '@promptshelf/ui';
import { GlobeIcon, LockIcon } from '@promptshelf/ui/icons';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { CollectionSummary } from './use-collection-mutations';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function countLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'prompt' : 'prompts'}`;
}

/** One collection in a list: name (opening it), visibility, description, count, last change. */
export function CollectionCard({
  collection,
  actions,
  headingLevel = 'h3',
}: {
  collection: CollectionSummary;
  /** The owner's controls (edit, delete), above the card's link. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const headingId = `collection-${collection.id}-name`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div>
        <Badge variant="outline" className="gap-1">
          {collection.isPublic ? (
            <GlobeIcon className="size-3" aria-hidden="true" />
          ) : (
            <LockIcon className="size-3" aria-hidden="true" />
          )}
          {collection.isPublic ? 'Public' : 'Private'}
        </Badge>
      </div>
      <div className="min-w-0 flex-1">
        <Heading id={headingId} className="text-lg leading-snug font-semibold wrap-anywhere">
          <Link
            to="/collections/$id"
            params={{ id: String(collection.id) }}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {collection.name}
          </Link>
        </Heading>
        {collection.description && (
          <p className="mt-1 line-clamp-3 text-sm wrap-anywhere text-muted-foreground">
            {collection.description}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm text-muted-foreground">
        <span>
          {countLabel(collection.snippetCount)} · Updated{' '}
          <time dateTime={collection.updatedAt.toISOString()}>
            {dateFormat.format(collection.updatedAt)}
          </time>
        </span>
        {actions && <div className="relative z-10 flex gap-1">{actions}</div>}
      </div>
    </Card>
  );
}
