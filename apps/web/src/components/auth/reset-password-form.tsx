import { resetPasswordSchema } from '@promptshelf/validators';
import { Button, toast } from '@promptshelf/ui';
import type { FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { NewPasswordFields } from './new-password-fields';

export function ResetPasswordForm({
  token,
  onDone,
  onRefused,
}: {
  token: string;
  onDone: () => void;
  /** After the server refused the reset (e.g. the link was used meanwhile). */
  onRefused: () => void;
}) {
  const form = useZodForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });
  const reset = api.auth.resetPassword.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      await reset.mutateAsync(input);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to reset password. Please try again.',
        variant: 'destructive',
      });
      onRefused();
      return;
    }
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}
