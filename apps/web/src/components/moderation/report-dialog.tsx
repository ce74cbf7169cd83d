import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  reportMessages,
  reportReasonLabels,
  type ReportReason,
} from '@promptshelf/validators';
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
} from '@promptshelf/ui';
import { useId, useState } from 'react';

import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';

/** What can be reported, and what the dialog calls it. */
export type ReportTarget =
  | { kind: 'prompt'; id: number; title: string }
  | { kind: 'comment'; id: number }
  | { kind: 'profile'; username: string };

const radioClass =
  'flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/**
 * The report form: a reason from the five, an optional note, and a plain outcome. The answer
 * is the same whoever else reported, so nothing here tells whether someone did.
 */
export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ReportForm target={target} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const reportPrompt = api.moderation.reportPrompt.useMutation();
  const reportComment = api.moderation.reportComment.useMutation();
  const reportProfile = api.moderation.reportProfile.useMutation();
  const mutation = { prompt: reportPrompt, comment: reportComment, profile: reportProfile }[
    target.kind
  ];
  const [outcome, setOutcome] = useState<string | null>(null);
  const what = target.kind;

  async function submit() {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const fields = { reason, note: note.trim() || undefined };
    try {
      const answer =
        target.kind === 'profile'
          ? await reportProfile.mutateAsync({ username: target.username, ...fields })
          : target.kind === 'comment'
            ? await reportComment.mutateAsync({ id: target.id, ...fields })
            : await reportPrompt.mutateAsync({ id: target.id, ...fields });
      setOutcome(answer.message);
    } catch (error) {
      if (isUnauthorized(error)) handleUnauthorized('/auth');
      // A second report of one's own is answered kindly, as an outcome.
      if (errorMessage(error) === reportMessages.alreadyReported) {
        setOutcome(reportMessages.alreadyReported);
      }
    }
  }

  if (outcome) {
    return (
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report sent</DialogTitle>
          <DialogDescription role="status">{outcome}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    );
  }

  return (
    <DialogContent>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogHeader>
          <DialogTitle>Report this {what}</DialogTitle>
          <DialogDescription>
            {target.kind === 'prompt' ? (
              <>
                Tell us what is wrong with{' '}
                <span className="font-medium text-foreground wrap-anywhere">“{target.title}”</span>.
              </>
            ) : target.kind === 'comment' ? (
              <>Tell us what is wrong with this comment.</>
            ) : (
              <>
                Tell us what is wrong with the profile of{' '}
                <span className="font-medium text-foreground">@{target.username}</span>.
              </>
            )}{' '}
            A superadmin will look at it.
          </DialogDescription>
        </DialogHeader>
        <fieldset
          className="grid gap-2"
          aria-describedby={missingReason ? `${noteId}-reason` : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Reason</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((value) => (
              <Label key={value} className={radioClass}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                  className="accent-primary"
                />
                {reportReasonLabels[value]}
              </Label>
            ))}
          </div>
          {missingReason && (
            <p id={`${noteId}-reason`} role="alert" className="text-sm text-destructive-text">
              Choose a reason.
            </p>
          )}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={noteId}>Note (optional)</Label>
          <Textarea
            id={noteId}
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${noteId}-count`}
          />
          <p id={`${noteId}-count`} className="text-xs text-muted-foreground">
            {note.length}/{REPORT_NOTE_MAX} characters
          </p>
        </div>
        {mutation.isError && errorMessage(mutation.error) !== reportMessages.alreadyReported && (
          <p role="alert" className="text-sm text-destructive-text">
            {errorMessage(mutation.error) ?? 'The report could not be sent. Please try again.'}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send report'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
