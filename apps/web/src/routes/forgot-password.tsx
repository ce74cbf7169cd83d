import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../components/layout/page-placeholder';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/forgot-password')({
  head: titleHead('Forgot Password'),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return (
    <PagePlaceholder
      narrow
      title="Forgot Password"
      description="Enter your email address and we will send you a link to reset your password."
    />
  );
}
