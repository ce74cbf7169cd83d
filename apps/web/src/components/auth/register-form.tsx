import { registerSchema } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { useId, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';

/** Create Account; `onRegistered` gets the email so the card can switch to Sign In with it. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const id = useId();
  const trpc = useTRPC();
  const form = useZodForm(registerSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const register = api.auth.register.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      await register.mutateAsync(input);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Registration successful!',
      description: 'We have sent you an email to verify your account.',
    });
    await trpc.auth.me.invalidate();
    onRegistered(input.email);
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-first-name`}
          label="First name"
          autoComplete="given-name"
          {...form.field('firstName')}
        />
        <FormField
          id={`${id}-last-name`}
          label="Last name"
          autoComplete="family-name"
          {...form.field('lastName')}
        />
      </div>
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
        autoComplete="new-password"
        placeholder="min. 6 characters"
        {...form.field('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
