import { cn } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';

import type { Snippet } from './types';

type Author = Snippet['author'];

function authorName(author: Author): string {
  return author.firstName?.trim() || (author.username ? `@${author.username}` : 'Unknown author');
}

function AuthorAvatar({ author, className }: { author: Author; className?: string }) {
  if (author.profileImageUrl) {
    return (
      <img
        src={author.profileImageUrl}
        alt=""
        className={cn('size-7 shrink-0 rounded-full object-cover', className)}
        referrerPolicy="no-referrer"
      />
    );
  }
  const initial = (author.firstName?.trim() || author.username || '?').charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      {initial}
    </span>
  );
}

/** The author with avatar or initial, linking to their public profile `/u/{username}`. */
export function AuthorLink({ author, className }: { author: Author; className?: string }) {
  const content = (
    <>
      <AuthorAvatar author={author} />
      <span className="truncate">{authorName(author)}</span>
    </>
  );
  const base = cn('flex min-w-0 items-center gap-2 text-sm', className);
  if (!author.username) return <span className={base}>{content}</span>;
  return (
    <Link
      to="/u/$username"
      params={{ username: author.username }}
      className={cn(
        base,
        'rounded-md text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <span className="sr-only">By </span>
      {content}
    </Link>
  );
}
