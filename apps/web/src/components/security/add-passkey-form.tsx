import { addPasskeySchema, PASSKEY_NAME_MAX, secondFactorMessages } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import { startRegistration } from '@simplewebauthn/browser';
import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import type { usePasskeys } from './use-passkeys';

const nameSchema = addPasskeySchema.shape.name;

/** Names a new passkey, then asks the browser (or phone, or key) to make it. */
export function AddPasskeyForm({
  options,
  add,
}: Pick<ReturnType<typeof usePasskeys>, 'options' | 'add'>) {
  const id = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const pending = options.isPending || add.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    setNameError(undefined);
    try {
      const optionsJSON = await options.mutateAsync();
      const response = await startRegistration({ optionsJSON });
      const added = await add.mutateAsync({ name: parsed.data, response });
      setName('');
      toast({ title: 'Passkey added', description: added.name });
    } catch (error) {
      toast({
        title: 'Failed to add passkey',
        description: errorMessage(error) ?? secondFactorMessages.passkeyFailed,
        variant: 'destructive',
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        id={`${id}-name`}
        name="name"
        label="Passkey name"
        placeholder="e.g. Work laptop"
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        value={name}
        error={nameError}
        fieldClassName="w-full sm:max-w-xs"
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(undefined);
        }}
      />
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={pending}>
        {pending ? 'Waiting for your passkey...' : 'Add Passkey'}
      </Button>
    </form>
  );
}
