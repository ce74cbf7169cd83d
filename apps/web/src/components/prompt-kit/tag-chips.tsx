import { cn } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';

/** The look of a tag, shared by the links here and the removable chips of filters and the form. */
export const tagChipClass =
  'inline-flex max-w-full items-center gap-0.5 rounded-full border bg-muted/60 px-2.5 py-0.5 text-xs font-medium text-foreground';

/** Where a tag leads: Browse by default; My Prompts, a profile and a workspace filter their own list. */
export type TagScope =
  | { page: 'dashboard' }
  | { page: 'profile'; username: string }
  | { page: 'workspace'; slug: string };

const linkClass = cn(
  tagChipClass,
  'relative z-10 outline-none hover:bg-muted hover:underline focus-visible:ring-2 focus-visible:ring-ring',
);

function TagLink({ tag, scope }: { tag: string; scope?: TagScope }) {
  const children = (
    <>
      <span className="sr-only">Tag: </span>
      <span aria-hidden="true" className="text-muted-foreground">
        #
      </span>
      <span className="truncate">{tag}</span>
    </>
  );
  if (scope?.page === 'dashboard') {
    return (
      <Link to="/dashboard" search={{ tag }} className={linkClass}>
        {children}
      </Link>
    );
  }
  if (scope?.page === 'profile') {
    return (
      <Link
        to="/u/$username"
        params={{ username: scope.username }}
        search={{ tag }}
        className={linkClass}
      >
        {children}
      </Link>
    );
  }
  if (scope?.page === 'workspace') {
    return (
      <Link
        to="/w/$slug/{-$section}"
        params={{ slug: scope.slug, section: undefined }}
        search={{ tag }}
        className={linkClass}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link to="/browse" search={{ tag }} className={linkClass}>
      {children}
    </Link>
  );
}

/**
 * A prompt's tags, each a link to the list filtered by it (Browse unless a scope
 * says otherwise). On a card they sit above the card's own link (z-10), so a click on a tag
 * follows the tag.
 */
export function TagChips({
  tags,
  scope,
  className,
}: {
  tags: readonly string[];
  scope?: TagScope;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag} className="max-w-full">
          <TagLink tag={tag} scope={scope} />
        </li>
      ))}
    </ul>
  );
}
