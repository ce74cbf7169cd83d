import { cn } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';

import { ProfileAvatar } from './profile-avatar';
import type { Prompt } from './types';

type Author = Prompt['author'];

function authorName(author: Author): string {
  return author.firstName?.trim() || (author.username ? `@${author.username}` : 'Unknown author');
}

/** The author with avatar or initial, linking to their public profile `/u/{username}`. */
export function AuthorLink({
  author,
  isOwn = false,
  className,
}: {
  author: Author;
  /** The viewer's own prompt: said as such, not by name as if by someone else. */
  isOwn?: boolean;
  className?: string;
}) {
  const content = (
    <>
      <ProfileAvatar
        profile={{ ...author, lastName: author.lastName ?? null }}
        imageUrl={author.profileImageUrl}
        className="size-7"
      />
      <span className="truncate">{isOwn ? 'Your prompt' : authorName(author)}</span>
    </>
  );
  const base = cn('flex min-w-0 items-center gap-2 text-sm', className);
  if (isOwn || !author.username) return <span className={base}>{content}</span>;
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
