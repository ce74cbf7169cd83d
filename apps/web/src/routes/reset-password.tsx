import { authMessages } from '@promptshelf/validators';
import { Button } from '@promptshelf/ui';
import { CircleAlertIcon, CircleCheckIcon } from '@promptshelf/ui/icons';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { AuthCard, authLinkClass } from '../components/auth/auth-card';
import { ResetPasswordForm } from '../components/auth/reset-password-form';
import { titleHead } from '../lib/page-title';
import { optionalString } from '../lib/search-params';
import { api } from '../lib/trpc';

function validateSearch(search: Record<string, unknown>): { token?: string } {
  return { token: optionalString(search.token) };
}

export const Route = createFileRoute('/reset-password')({
  validateSearch,
  head: titleHead('Reset Password'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone once reset: announce the new state by moving focus to its heading, after
  // React has committed it (a frame callback can run before the commit and focus the old one).
  useEffect(() => {
    if (done) headingRef.current?.focus();
  }, [done]);
  const backToSignIn = (
    <Link to="/auth" className={authLinkClass}>
      Back to Sign In
    </Link>
  );

  if (done) {
    return (
      <AuthCard headingRef={headingRef} title="Password Reset Successful">
        <div className="grid justify-items-center gap-4 text-center">
          <CircleCheckIcon className="size-10 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            Your password has been changed. You can now sign in with your new password.
          </p>
          <Button asChild className="w-full">
            <Link to="/auth">Back to Sign In</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <DeadLink
        problem={authMessages.missingResetToken}
        hint="Open the link from your password reset email, or"
        footer={backToSignIn}
      />
    );
  }

  return <ResetWithToken token={token} footer={backToSignIn} onDone={() => setDone(true)} />;
}

/**
 * The form, unless the link is known not to work: checked on arrival (without using it up), and
 * again when a reset is refused, so a used or expired link says so before two new passwords.
 */
function ResetWithToken({
  token,
  footer,
  onDone,
}: {
  token: string;
  footer: ReactNode;
  onDone: () => void;
}) {
  const check = api.auth.resetLinkUsable.useQuery({ token });
  if (check.data?.usable === false) {
    return (
      <DeadLink
        problem="This password reset link has been used or has expired."
        hint="A link works once, within an hour of being sent. You can"
        footer={footer}
      />
    );
  }
  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      footer={footer}
    >
      <ResetPasswordForm token={token} onDone={onDone} onRefused={() => void check.refetch()} />
    </AuthCard>
  );
}

function DeadLink({ problem, hint, footer }: { problem: string; hint: string; footer: ReactNode }) {
  return (
    <AuthCard title="Reset Password" footer={footer}>
      <div
        role="alert"
        className="flex gap-3 rounded-md border border-destructive/50 p-4 text-sm text-destructive-text"
      >
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{problem}</p>
          <p className="text-foreground">
            {hint}{' '}
            <Link to="/forgot-password" className={authLinkClass}>
              request a new one
            </Link>
            .
          </p>
        </div>
      </div>
    </AuthCard>
  );
}
