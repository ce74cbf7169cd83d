import { cn } from '@promptshelf/ui';
import { HeartIcon, StarIcon } from '@promptshelf/ui/icons';

import { IconAction } from './icon-action';
import type { Prompt } from './types';
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
  prompt,
  signInTarget = '/auth',
  size = 'sm',
}: {
  prompt: Pick<Prompt, 'id' | 'isLiked' | 'likesCount' | 'isFavorited' | 'favoritesCount'>;
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
      <IconAction
        tooltip="Like"
        size={size}
        aria-pressed={prompt.isLiked}
        disabled={!hydrated}
        aria-label={`Like, ${plural(prompt.likesCount, 'like', 'likes')}`}
        onClick={() =>
          void signInFirst('like', prompt.id).then((away) => away || like.toggle(prompt))
        }
        className={cn('gap-1.5 px-2.5', prompt.isLiked && 'text-rose-700 dark:text-rose-300')}
      >
        <HeartIcon aria-hidden="true" className={cn(prompt.isLiked && 'fill-current')} />
        <span className="tabular-nums">{prompt.likesCount}</span>
      </IconAction>
      <IconAction
        tooltip="Save to favorites"
        size={size}
        aria-pressed={prompt.isFavorited}
        disabled={!hydrated}
        aria-label={`Save to favorites, ${plural(prompt.favoritesCount, 'save', 'saves')}`}
        onClick={() =>
          void signInFirst('favorite', prompt.id).then((away) => away || favorite.toggle(prompt))
        }
        className={cn('gap-1.5 px-2.5', prompt.isFavorited && 'text-amber-700 dark:text-amber-300')}
      >
        <StarIcon aria-hidden="true" className={cn(prompt.isFavorited && 'fill-current')} />
        <span className="tabular-nums">{prompt.favoritesCount}</span>
      </IconAction>
    </div>
  );
}
