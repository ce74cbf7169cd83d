import { createFileRoute, Link } from '@tanstack/react-router';

import { AuthCard, authLinkClass } from '../components/auth/auth-card';
import { EmailRequestForm } from '../components/auth/email-request-form';
import { titleHead } from '../lib/page-title';
import { api } from '../lib/trpc';

export const Route = createFileRoute('/forgot-password')({
  head: titleHead('Forgot Password'),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const forgot = api.auth.forgotPassword.useMutation();
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
      <EmailRequestForm
        submitLabel="Send Reset Link"
        pendingLabel="Sending..."
        send={forgot.mutateAsync}
        isPending={forgot.isPending}
        success={{
          title: 'Password Reset Email Sent',
          description: 'If an account with that email exists, a password reset link has been sent.',
        }}
        failure="Failed to send password reset email. Please try again."
      />
    </AuthCard>
  );
}
