import { Button } from '@promptshelf/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';

import { AuthCard, authLinkClass } from '../components/auth/auth-card';
import { CheckInbox } from '../components/auth/check-inbox';
import { EmailRequestForm } from '../components/auth/email-request-form';
import { resetRequest } from '../components/auth/mail-requests';
import { titleHead } from '../lib/page-title';
import { api } from '../lib/trpc';

export const Route = createFileRoute('/forgot-password')({
  head: titleHead('Forgot Password'),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const forgot = api.auth.forgotPassword.useMutation();
  // Where the link went: the page says so until the person asks for another address.
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email address and we will send you a link to reset your password."
      footer={
        <Link to="/auth" className={authLinkClass}>
          Back to Sign In
        </Link>
      }
    >
      {sentTo ? (
        <div className="grid gap-4">
          <CheckInbox
            resendLabel="Resend Reset Link"
            resend={() => forgot.mutateAsync({ email: sentTo })}
            isPending={forgot.isPending}
            request={resetRequest}
            focusOnShow
          >
            <p>
              If an account exists for <strong className="text-foreground">{sentTo}</strong>, we
              have sent it a link to reset the password. The link works once, within an hour.
            </p>
            <p>Nothing there? Look in the spam folder, or send the link again.</p>
          </CheckInbox>
          <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
            Use a Different Email
          </Button>
        </div>
      ) : (
        <EmailRequestForm
          submitLabel="Send Reset Link"
          pendingLabel="Sending..."
          send={forgot.mutateAsync}
          isPending={forgot.isPending}
          request={resetRequest}
          onSent={setSentTo}
        />
      )}
    </AuthCard>
  );
}
