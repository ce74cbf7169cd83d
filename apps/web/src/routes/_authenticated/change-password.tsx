import { changePasswordSchema } from '@promptshelf/validators';
import { Button, Label, toast } from '@promptshelf/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';

import { AuthCard } from '#src/components/auth/auth-card';
import { NewPasswordFields } from '#src/components/auth/new-password-fields';
import {
  OwnerProofField,
  ownerProofValues,
  type OwnerProof,
} from '#src/components/security/owner-proof-field';
import { fieldErrorsOf, focusFirstInvalid, useZodForm } from '#src/lib/form';
import { titleHead } from '#src/lib/page-title';
import { api, useTRPC } from '#src/lib/trpc';
import { errorIssues, errorMessage } from '#src/lib/trpc-error';

export const Route = createFileRoute('/_authenticated/change-password')({
  head: titleHead('Change Password'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Whether the account has a password decides the form: the request starts early.
    void queryClient.prefetchQuery(trpc.account.ownerProof.queryOptions());
  },
  component: ChangePasswordRoute,
});

const empty = { newPassword: '', confirmPassword: '', revokeTokens: false };

function ChangePasswordRoute() {
  const proof = api.account.ownerProof.useQuery();
  if (!proof.data) return null;
  return <PasswordForm key={proof.data.with} proof={proof.data} />;
}

/**
 * Changes the password after the current one; an account without a password (made through a
 * provider) sets its first one after a code or a fresh sign-in instead (decision 184).
 */
function PasswordForm({ proof }: { proof: OwnerProof }) {
  const id = useId();
  const { viewer } = Route.useRouteContext();
  const first = proof.with !== 'password';
  const { password, ...proofValues } = ownerProofValues(proof);
  const form = useZodForm(changePasswordSchema, {
    ...empty,
    ...proofValues,
    ...(password === undefined ? {} : { currentPassword: password }),
  });
  const trpc = useTRPC();
  const change = api.account.changePassword.useMutation({
    onSuccess: (_result, input) => {
      if (input.revokeTokens) void trpc.tokens.list.invalidate();
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const input = form.validate(formElement);
    if (!input) return;
    try {
      await change.mutateAsync(input);
    } catch (error) {
      // A wrong current password is marked on its field too, not only in the toast.
      const fields = fieldErrorsOf<keyof typeof input & string>(errorIssues(error));
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        requestAnimationFrame(() => focusFirstInvalid(formElement, fields));
      }
      toast({
        title: 'Failed to change password',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    if (first) {
      toast({ title: 'Password set!', description: 'You can now also sign in with your email.' });
      // From now on the account has a password: the form asks for it.
      void trpc.account.ownerProof.invalidate();
      return;
    }
    toast({ title: 'Password changed!' });
    form.reset();
  }

  return (
    <AuthCard
      title={first ? 'Set a Password' : 'Change Password'}
      description={
        first
          ? 'Your account has no password yet: you sign in through a provider. Set one to sign in with your email and password too.'
          : 'Enter your current password and choose a new one.'
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={viewer.email}
          readOnly
          hidden
        />
        <OwnerProofField
          id={id}
          proof={proof}
          field={(name) => form.field(name === 'password' ? 'currentPassword' : name)}
          passwordLabel="Current Password"
          action="set it"
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
        />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-revoke`}
            type="checkbox"
            name="revokeTokens"
            checked={form.values.revokeTokens === true}
            onChange={(event) => form.setValue('revokeTokens', event.target.checked)}
            aria-describedby={`${id}-revoke-hint`}
            className="mt-0.5 size-4 accent-primary"
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-revoke`}>Also revoke all my API tokens</Label>
            <p id={`${id}-revoke-hint`} className="text-sm text-muted-foreground">
              Scripts and apps that use them stop working at once. Choose this if someone else may
              have used your account.
            </p>
          </div>
        </div>
        <Button type="submit" className="mt-2 w-full" disabled={change.isPending}>
          {first
            ? change.isPending
              ? 'Setting Password...'
              : 'Set Password'
            : change.isPending
              ? 'Changing Password...'
              : 'Change Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
