import { toast } from '@promptshelf/ui';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { AuthCard, authLinkClass } from '../components/auth/auth-card';
import { ProviderButtons } from '../components/auth/provider-buttons';
import { ProviderOutcome } from '../components/auth/provider-outcome';
import { RegisterForm } from '../components/auth/register-form';
import { SignInForm } from '../components/auth/sign-in-form';
import { safeReturnPath } from '../lib/after-sign-in';
import { loadViewer } from '../lib/auth';
import { titleHead } from '../lib/page-title';
import { providerOutcomeSearch } from '../lib/provider-outcome-search';
import { optionalOneOf } from '../lib/search-params';

// The mailed link's landing report, what a sign-in with a provider came back to say, and the
// page to return to after signing in; anything else is ignored.
function validateSearch(search: Record<string, unknown>): {
  verification?: 'success' | 'error';
  redirect?: string;
} & ReturnType<typeof providerOutcomeSearch> {
  return {
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
  head: titleHead('Sign In'),
  component: AuthRoute,
});

type Mode = 'login' | 'register';

function AuthRoute() {
  const { verification, redirect: returnTo, provider, outcome } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const [mode, setMode] = useState<Mode>('login');
  // Switches between the modes so far: the first render moves no focus, each switch does.
  const [switches, setSwitches] = useState(0);
  // A registration carries its email over to Sign In; the key gives the form a fresh start.
  const [signIn, setSignIn] = useState({ email: '', key: 0 });
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
    if (switches === 0) return;
    const inputs = cardRef.current?.querySelectorAll<HTMLInputElement>('input') ?? [];
    Array.from(inputs)
      .find((input) => !input.value)
      ?.focus();
  }, [switches]);

  function switchTo(next: Mode) {
    setMode(next);
    setSwitches((count) => count + 1);
  }

  const isLogin = mode === 'login';
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
            <button
              type="button"
              className={authLinkClass}
              onClick={() => switchTo(isLogin ? 'register' : 'login')}
            >
              {isLogin ? 'Create Account' : 'Sign In'}
            </button>
          </>
        }
      >
        {provider && outcome && (
          <div className="mb-4">
            <ProviderOutcome providerId={provider} outcome={outcome} />
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
              switchTo('login');
            }}
          />
        )}
        <ProviderButtons returnTo={returnTo} />
      </AuthCard>
    </div>
  );
}
