import { createFileRoute, Link } from '@tanstack/react-router';

import { AuthCard, authLinkClass } from '../components/auth/auth-card';
import { EmailRequestForm } from '../components/auth/email-request-form';
import { verificationRequest } from '../components/auth/mail-requests';
import { titleHead } from '../lib/page-title';
import { optionalString } from '../lib/search-params';
import { api } from '../lib/trpc';

// Carried over from a refused sign-in to save typing it again.
function validateSearch(search: Record<string, unknown>): { email?: string } {
  return { email: optionalString(search.email, 320) };
}

export const Route = createFileRoute('/resend-verification')({
  validateSearch,
  head: titleHead('Your Account Requires Verification'),
  component: ResendVerificationRoute,
});

function ResendVerificationRoute() {
  const { email } = Route.useSearch();
  const resend = api.auth.resendVerification.useMutation();
  return (
    <AuthCard
      title="Your Account Requires Verification"
      description="Please verify your email address before signing in. Check your inbox for the link we sent you, or ask for a new one here."
      footer={
        <Link to="/auth" className={authLinkClass}>
          Back to Sign In
        </Link>
      }
    >
      <EmailRequestForm
        initialEmail={email ?? ''}
        submitLabel="Resend Verification Link"
        pendingLabel="Sending..."
        send={resend.mutateAsync}
        isPending={resend.isPending}
        request={verificationRequest}
      />
    </AuthCard>
  );
}
