import { authMessages, loginSchema } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { authLinkClass } from './auth-card';
import { PasskeySignInButton } from './passkey-sign-in';
import { SecondFactorForm } from './second-factor-form';
import { useFinishSignIn } from './use-finish-sign-in';

export function SignInForm({
  initialEmail = '',
  returnTo,
}: {
  initialEmail?: string;
  /** The page the sign-in started from (a checked path), else '/', the default after sign-in. */
  returnTo?: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn(returnTo);
  const form = useZodForm(loginSchema, { email: initialEmail, password: '' });
  const login = api.auth.login.useMutation();
  // The password was right and the account asks for a second factor.
  const [codeStep, setCodeStep] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      const user = await login.mutateAsync(input);
      if (user.secondFactorRequired) {
        setCodeStep(true);
        return;
      }
      await finishSignIn(user);
    } catch (error) {
      const message = errorMessage(error);
      if (message?.includes(authMessages.verifyEmailFirst)) {
        await navigate({ to: '/resend-verification', search: { email: input.email } });
        return;
      }
      toast({
        title: 'Login failed',
        description: message ?? 'Please check your credentials and try again.',
        variant: 'destructive',
      });
    }
  }

  if (codeStep) {
    return <SecondFactorForm onSignedIn={finishSignIn} onRestart={() => setCodeStep(false)} />;
  }
  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email webauthn"
          inputMode="email"
          spellCheck={false}
          {...form.field('email')}
        />
        <FormField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <PasskeySignInButton onSignedIn={finishSignIn} />
    </div>
  );
}
