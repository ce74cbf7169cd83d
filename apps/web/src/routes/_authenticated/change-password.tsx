import { changePasswordSchema } from '@promptshelf/validators';
import { Button, FormField, Label, toast } from '@promptshelf/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';

import { AuthCard } from '#src/components/auth/auth-card';
import { NewPasswordFields } from '#src/components/auth/new-password-fields';
import { useZodForm } from '#src/lib/form';
import { titleHead } from '#src/lib/page-title';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';

export const Route = createFileRoute('/_authenticated/change-password')({
  head: titleHead('Change Password'),
  component: ChangePasswordRoute,
});

const empty = { currentPassword: '', newPassword: '', confirmPassword: '', revokeTokens: false };

function ChangePasswordRoute() {
  const id = useId();
  const { viewer } = Route.useRouteContext();
  const form = useZodForm(changePasswordSchema, empty);
  const trpc = useTRPC();
  const change = api.account.changePassword.useMutation({
    onSuccess: (_result, input) => {
      if (input.revokeTokens) void trpc.tokens.list.invalidate();
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      await change.mutateAsync(input);
    } catch (error) {
      toast({
        title: 'Failed to change password',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Password changed!' });
    form.reset();
  }

  return (
    <AuthCard
      title="Change Password"
      description="Enter your current password and choose a new one."
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
        <FormField
          id={`${id}-current`}
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
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
          {change.isPending ? 'Changing Password...' : 'Change Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
