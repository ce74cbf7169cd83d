import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../components/layout/page-placeholder';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/resend-verification')({
  head: titleHead('Verify Your Account'),
  component: ResendVerificationRoute,
});

function ResendVerificationRoute() {
  return (
    <PagePlaceholder
      narrow
      title="Your Account Requires Verification"
      description="Enter your email address and we will send you a new verification link."
    />
  );
}
