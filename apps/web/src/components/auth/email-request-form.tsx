import { emailOnlySchema } from '@promptshelf/validators';
import { Button, FormField } from '@promptshelf/ui';
import { useId, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { requestMail, type MailRequest } from './mail-requests';

/**
 * One email field and a button, for the requests that mail a link (forgot password, resend
 * verification). The server answers the same whether or not the account exists, so the
 * success toast says "if". `onSent` gets the address once the request went out.
 */
export function EmailRequestForm({
  initialEmail = '',
  submitLabel,
  pendingLabel,
  send,
  isPending,
  request,
  onSent,
}: {
  initialEmail?: string;
  submitLabel: string;
  pendingLabel: string;
  send: (input: { email: string }) => Promise<unknown>;
  isPending: boolean;
  request: MailRequest;
  onSent?: (email: string) => void;
}) {
  const id = useId();
  const form = useZodForm(emailOnlySchema, { email: initialEmail });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    if (await requestMail(() => send(input), request)) onSent?.(input.email);
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
