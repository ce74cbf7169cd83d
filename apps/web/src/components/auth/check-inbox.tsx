import { Button } from '@promptshelf/ui';
import { MailCheckIcon } from '@promptshelf/ui/icons';
import { useEffect, useRef, type ReactNode } from 'react';

import { requestMail, type MailRequest } from './mail-requests';

/**
 * 'Check your inbox' after a link was mailed, kept on the page (the toast goes after 5 s), with
 * a button that mails the link again.
 */
export function CheckInbox({
  children,
  resendLabel,
  resend,
  isPending,
  request,
  focusOnShow = false,
}: {
  /** What was sent where, and what to do with it. */
  children: ReactNode;
  resendLabel: string;
  resend: () => Promise<unknown>;
  isPending: boolean;
  request: MailRequest;
  /** Takes the focus when it appears (it replaced the form that had it). */
  focusOnShow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);

  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="grid gap-3 rounded-md border bg-muted/50 p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="flex items-center gap-2 font-medium">
        <MailCheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        Check your inbox
      </p>
      <div className="grid gap-2 text-muted-foreground">{children}</div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={isPending}
        onClick={() => void requestMail(resend, request)}
      >
        {isPending ? 'Sending...' : resendLabel}
      </Button>
    </div>
  );
}
