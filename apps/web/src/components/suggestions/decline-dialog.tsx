import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Textarea,
  toast,
} from '@promptshelf/ui';
import { SUGGESTION_REASON_MAX } from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

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
  const id = useId();
  const [reason, setReason] = useState('');
  const { decline } = useSuggestionMutations();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!suggestion) return;
    try {
      await decline.mutateAsync({ id: suggestion.id, reason });
    } catch (error) {
      toast({
        title: 'Failed to decline the suggestion',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Suggestion declined' });
    setReason('');
    onOpenChange(false);
  }

  return (
    <Dialog open={suggestion !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Decline this suggestion?</DialogTitle>
          <DialogDescription>
            @{suggestion?.suggester.username} will see that you declined it, and your reason.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              rows={3}
              maxLength={SUGGESTION_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
