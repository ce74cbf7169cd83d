import { toast } from '@promptshelf/ui';
import { SUGGESTION_REASON_MAX } from '@promptshelf/validators';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { errorMessage } from '#src/lib/trpc-error';
import { useSuggestionMutations, type Suggestion } from './use-suggestions';

/** The author declines a suggestion, saying why if they like; open while one is given. */
export function DeclineDialog({
  suggestion,
  onOpenChange,
}: {
  suggestion: Suggestion | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { decline } = useSuggestionMutations();

  async function onConfirm(reason: string): Promise<boolean> {
    if (!suggestion) return false;
    try {
      await decline.mutateAsync({ id: suggestion.id, reason });
    } catch (error) {
      toast({
        title: 'Failed to decline the suggestion',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Suggestion declined' });
    return true;
  }

  return (
    <ConfirmDialog
      open={suggestion !== null}
      onOpenChange={onOpenChange}
      title="Decline this suggestion?"
      description={`@${suggestion?.suggester.username} will see that you declined it, and your reason.`}
      reason={{ label: 'Reason (optional)', maxLength: SUGGESTION_REASON_MAX }}
      confirmLabel="Decline"
      pendingLabel="Declining..."
      isPending={decline.isPending}
      onConfirm={onConfirm}
    />
  );
}
