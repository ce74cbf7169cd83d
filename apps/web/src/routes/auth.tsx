import { toast } from '@promptshelf/ui';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { AuthCard, authLinkClass } from '../components/auth/auth-card';
import { CheckInbox } from '../components/auth/check-inbox';
import { verificationRequest } from '../components/auth/mail-requests';
import { ProviderButtons } from '../components/auth/provider-buttons';
import { ProviderOutcome } from '../components/auth/provider-outcome';
import { RegisterForm } from '../components/auth/register-form';
import { SignInForm } from '../components/auth/sign-in-form';
import { safeReturnPath } from '../lib/after-sign-in';
import { loadViewer } from '../lib/auth';
import { pageTitle } from '../lib/page-title';
import { providerOutcomeSearch } from '../lib/provider-outcome-search';
import { optionalOneOf } from '../lib/search-params';
import { api } from '../lib/trpc';

// Create Account or (by default) Sign In, the mailed link's landing report, what a sign-in with
// a provider came back to say, and the page to return to after signing in; anything else is
// ignored.
function validateSearch(search: Record<string, unknown>): {
  mode?: 'register';
  verification?: 'success' | 'error';
  redirect?: string;
} & ReturnType<typeof providerOutcomeSearch> {
  return {
    mode: optionalOneOf(search.mode, ['register']),
    verification: optionalOneOf(search.verification, ['success', 'error']),
    redirect: safeReturnPath(search.redirect),
    ...providerOutcomeSearch(search),
  };
}

export const Route = createFileRoute('/auth')({
  validateSearch,
  // A logged-in user who opens /auth goes to the dashboard (or where they came from).
  beforeLoad: async ({ context, search }) => {
    if (await loadViewer(context)) {
      throw search.redirect
        ? redirect({ href: search.redirect, replace: true })
        : redirect({ to: '/dashboard', replace: true });
    }
  },
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.search.mode === 'register' ? 'Create Account' : 'Sign In') }],
  }),
  component: AuthRoute,
});

function AuthRoute() {
  const { mode, verification, redirect: returnTo, provider, outcome } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // A registration carries its email over to Sign In; the key gives the form a fresh start.
  const [signIn, setSignIn] = useState({ email: '', key: 0 });
  // After a registration, Sign In says where the verification link went, with a resend.
  const [registered, setRegistered] = useState<string | null>(null);
  const resend = api.auth.resendVerification.useMutation();
  // The form first shown: the first render moves no focus, each switch does.
  const shown = useRef({ mode, key: signIn.key });
  const cardRef = useRef<HTMLDivElement>(null);
  const reported = useRef(false);

  useEffect(() => {
    if (!verification || reported.current) return;
    reported.current = true;
    if (verification === 'success') {
      toast({
        title: 'Email Verified!',
        description: 'Your email is verified. You can now log in.',
      });
    } else {
      toast({
        title: 'Email Verification Failed',
        description: 'The verification link is invalid or has expired.',
        variant: 'destructive',
      });
    }
    // Reloading or sharing the address must not report the result again.
    void navigate({
      search: (current) => ({ ...current, verification: undefined }),
      replace: true,
    });
  }, [verification, navigate]);

  // Keyboard and screen-reader users land in the new form's first empty field after a switch,
  // rather than on the body once the control they used is gone. In an effect, so it runs after
  // React has committed the new form: a frame callback can run first (after a registration the
  // switch renders late) and focus a field of the old one.
  useEffect(() => {
    if (shown.current.mode === mode && shown.current.key === signIn.key) return;
    shown.current = { mode, key: signIn.key };
    const inputs = cardRef.current?.querySelectorAll<HTMLInputElement>('input') ?? [];
    Array.from(inputs)
      .find((input) => !input.value)
      ?.focus();
  }, [mode, signIn.key]);

  const isLogin = mode !== 'register';
  return (
    <div ref={cardRef}>
      <AuthCard
        title={isLogin ? 'Sign In' : 'Create Account'}
        description={
          isLogin
            ? 'Welcome back! Sign in to your Promptshelf account.'
            : 'Create a free account to store and share your AI prompts.'
        }
        footer={
          <>
            <span>{isLogin ? "Don't have an account?" : 'Already have an account?'}</span>
            <Link
              from={Route.fullPath}
              search={(current) => ({ ...current, mode: isLogin ? 'register' : undefined })}
              className={authLinkClass}
            >
              {isLogin ? 'Create Account' : 'Sign In'}
            </Link>
          </>
        }
      >
        {provider && outcome && (
          <div className="mb-4">
            <ProviderOutcome providerId={provider} outcome={outcome} />
          </div>
        )}
        {isLogin && registered && (
          <div className="mb-4">
            <CheckInbox
              resendLabel="Resend Verification Link"
              resend={() => resend.mutateAsync({ email: registered })}
              isPending={resend.isPending}
              request={verificationRequest}
            >
              <p>
                We have sent a verification link to{' '}
                <strong className="text-foreground">{registered}</strong>. Open it to confirm your
                account, then sign in here.
              </p>
            </CheckInbox>
          </div>
        )}
        {isLogin ? (
          <SignInForm
            key={signIn.key}
            initialEmail={signIn.email}
            returnTo={returnTo}
            atCodeStep={outcome === 'secondFactor' && signIn.key === 0}
          />
        ) : (
          <RegisterForm
            onRegistered={(email) => {
              setSignIn((current) => ({ email, key: current.key + 1 }));
              setRegistered(email);
              void navigate({
                search: (current) => ({ ...current, mode: undefined }),
                replace: true,
              });
            }}
          />
        )}
        <ProviderButtons returnTo={returnTo} />
      </AuthCard>
    </div>
  );
}
