import { passwordSchema, turnOffTwoFactorSchema } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { useId, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { errorMessage } from '#src/lib/trpc-error';
import type { useTwoFactor } from './use-two-factor';

type TwoFactor = ReturnType<typeof useTwoFactor>;

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

/** Turning two-factor off takes both factors: the password and a code (or a recovery code). */
export function TurnOffForm({
  disable,
  onDone,
}: {
  disable: TwoFactor['disable'];
  onDone: () => void;
}) {
  const id = useId();
  const form = useZodForm(turnOffTwoFactorSchema, { password: '', code: '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      await disable.mutateAsync(input);
    } catch (error) {
      failed('Failed to turn off two-factor authentication', error);
      return;
    }
    toast({ title: 'Two-factor authentication is off' });
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-sm gap-4">
      <FormField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...form.field('password')}
      />
      <FormField
        id={`${id}-code`}
        label="Authentication code"
        hint="From your authenticator app, or a recovery code."
        autoComplete="one-time-code"
        spellCheck={false}
        {...form.field('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? 'Turning Off...' : 'Turn Off'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** New recovery codes replace the old ones, after the password. */
export function RegenerateCodesForm({
  regenerate,
  onRegenerated,
  onCancel,
}: {
  regenerate: TwoFactor['regenerate'];
  onRegenerated: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useZodForm(passwordSchema, { password: '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      onRegenerated((await regenerate.mutateAsync(input)).recoveryCodes);
    } catch (error) {
      failed('Failed to make new recovery codes', error);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-sm gap-4">
      <FormField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        hint="Your old recovery codes stop working."
        autoFocus
        {...form.field('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={regenerate.isPending}>
          {regenerate.isPending ? 'Making Codes...' : 'Make New Codes'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
