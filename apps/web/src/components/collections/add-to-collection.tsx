import { Button, Tooltip } from '@promptshelf/ui';
import { FolderPlusIcon } from '@promptshelf/ui/icons';
import { lazy, Suspense, useState, type ComponentProps } from 'react';

import { useHydrated } from '#src/lib/use-hydrated';
import type { CardAction } from '../prompt-kit/card-actions';
import { useSignInFirst } from '../prompt-kit/unauthorized';

// The menu, its queries and the new-collection form load on the first press: none of it is
// in the first page's bundle (docs/decisions/157).
const CollectionMenu = lazy(() =>
  import('./collection-menu').then(({ CollectionMenu }) => ({ default: CollectionMenu })),
);

type ButtonLook = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>;

/**
 * 'Add to collection' for a card (an icon) or the prompt page (a labelled button). A visitor is
 * invited to sign in and comes back here; a member gets a menu of their collections.
 */
export function AddToCollection({
  prompt,
  labelled = false,
  ...look
}: { prompt: { id: number; title: string }; labelled?: boolean } & ButtonLook) {
  const hydrated = useHydrated();
  const signInFirst = useSignInFirst();
  const [armed, setArmed] = useState(false);
  const trigger = (props: ComponentProps<typeof Button> = {}) => (
    <Button
      type="button"
      aria-label={labelled ? undefined : `Add “${prompt.title}” to a collection`}
      disabled={!hydrated}
      {...look}
      {...props}
    >
      <FolderPlusIcon aria-hidden="true" />
      {labelled && 'Add to collection'}
    </Button>
  );
  if (!armed) {
    return trigger({
      onClick: async () => {
        if (!(await signInFirst('collect', prompt.id))) setArmed(true);
      },
    });
  }
  return (
    <Suspense fallback={trigger({ 'aria-busy': true })}>
      <CollectionMenu prompt={prompt} trigger={trigger()} />
    </Suspense>
  );
}

/** The icon button every prompt card shows (the app root hands it to the cards). */
export const AddToCollectionCardAction: CardAction = ({ prompt, className }) => (
  <Tooltip content="Add to collection">
    <AddToCollection prompt={prompt} variant="ghost" size="icon" className={className} />
  </Tooltip>
);
