import { secondFactorCodeSchema, secondFactorMessages } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { useId, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { authLinkClass } from './auth-card';

/** The code step of a sign-in with two-factor on: an app code or a recovery code. */
export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: { firstName: string | null; email: string }) => Promise<void>;
  /** Back to the password step (the pending sign-in lapsed, or the person chose to). */
  onRestart: () => void;
}) {
  const id = useId();
  const form = useZodForm(secondFactorCodeSchema, { code: '' });
  const verify = api.signIn.secondFactor.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      await onSignedIn(await verify.mutateAsync(input));
    } catch (error) {
      const message = errorMessage(error);
      toast({
        title: 'Login failed',
        description: message ?? 'Please check the code and try again.',
        variant: 'destructive',
      });
      if (message === secondFactorMessages.noPendingSignIn) onRestart();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Two-factor authentication is on for this account.
      </p>
      <FormField
        id={`${id}-code`}
        label="Authentication code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="characters"
        // The field replaces the password form: focus follows, so keyboard users land here.
        autoFocus
        {...form.field('code')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className={authLinkClass} onClick={onRestart}>
          Start over
        </button>
      </p>
    </form>
  );
}
