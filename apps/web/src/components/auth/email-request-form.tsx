import { emailOnlySchema } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { useId, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { errorMessage } from '#src/lib/trpc-error';

/**
 * One email field and a button, for the requests that mail a link (forgot password, resend
 * verification). The server answers the same whether or not the account exists, so the
 * success toast says "if".
 */
export function EmailRequestForm({
  initialEmail = '',
  submitLabel,
  pendingLabel,
  send,
  isPending,
  success,
  failure,
}: {
  initialEmail?: string;
  submitLabel: string;
  pendingLabel: string;
  send: (input: { email: string }) => Promise<unknown>;
  isPending: boolean;
  success: { title: string; description: string };
  /** The fallback text when the server gives no message. */
  failure: string;
}) {
  const id = useId();
  const form = useZodForm(emailOnlySchema, { email: initialEmail });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      await send(input);
      toast(success);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? failure,
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
      <Button type="submit" className="mt-2 w-full" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
