import { authMessages, loginSchema } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { authLinkClass } from './auth-card';
import { finishPendingAction } from './pending-action';

export function SignInForm({
  initialEmail = '',
  returnTo,
}: {
  initialEmail?: string;
  /** The page the sign-in started from (a checked path), else '/', the default after sign-in. */
  returnTo?: string;
}) {
  const id = useId();
  const client = api.useUtils().client;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(loginSchema, { email: initialEmail, password: '' });
  const login = api.auth.login.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      const user = await login.mutateAsync(input);
      toast({
        title: 'Login successful!',
        description: `Welcome back, ${user.firstName || user.email}!`,
      });
      const madePage = await finishPendingAction(client);
      // Everything cached so far was fetched as a visitor (the current user above all).
      await queryClient.invalidateQueries();
      await navigate({ href: madePage ?? returnTo ?? '/' });
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

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
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
  );
}
