import { Button, cn } from '@promptshelf/ui';
import { HeartIcon, StarIcon } from '@promptshelf/ui/icons';

import type { Snippet } from './types';
import { useReactionToggle } from './use-prompt-reactions';
import { useSignInFirst, type SignInTarget } from './unauthorized';
import { useHydrated } from '#src/lib/use-hydrated';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Like and favourite toggles with their counts. The state is aria-pressed; the accessible
 * names stay 'Like' and 'Save to favorites' (with the count), whichever state they are in.
 */
export function ReactionButtons({
  snippet,
  signInTarget = '/auth',
  size = 'sm',
}: {
  snippet: Pick<Snippet, 'id' | 'isLiked' | 'likesCount' | 'isFavorited' | 'favoritesCount'>;
  signInTarget?: SignInTarget;
  size?: 'sm' | 'default';
}) {
  const like = useReactionToggle('like', { signInTarget });
  const favorite = useReactionToggle('favorite', { signInTarget });
  const signInFirst = useSignInFirst();
  // Server-rendered: usable once the app has taken the page over, so no click is lost.
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size={size}
        aria-pressed={snippet.isLiked}
        disabled={!hydrated}
        aria-label={`Like, ${plural(snippet.likesCount, 'like', 'likes')}`}
        onClick={() =>
          void signInFirst('like', snippet.id).then((away) => away || like.toggle(snippet))
        }
        className={cn('gap-1.5 px-2.5', snippet.isLiked && 'text-rose-700 dark:text-rose-300')}
      >
        <HeartIcon aria-hidden="true" className={cn(snippet.isLiked && 'fill-current')} />
        <span className="tabular-nums">{snippet.likesCount}</span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size={size}
        aria-pressed={snippet.isFavorited}
        disabled={!hydrated}
        aria-label={`Save to favorites, ${plural(snippet.favoritesCount, 'save', 'saves')}`}
        onClick={() =>
          void signInFirst('favorite', snippet.id).then((away) => away || favorite.toggle(snippet))
        }
        className={cn(
          'gap-1.5 px-2.5',
          snippet.isFavorited && 'text-amber-700 dark:text-amber-300',
        )}
      >
        <StarIcon aria-hidden="true" className={cn(snippet.isFavorited && 'fill-current')} />
        <span className="tabular-nums">{snippet.favoritesCount}</span>
      </Button>
    </div>
  );
}
