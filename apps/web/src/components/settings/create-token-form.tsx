import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type ApiTokenScope,
} from '@promptshelf/validators';
import { Button, FormField, Label, toast } from '@promptshelf/ui';
import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import type { CreatedApiToken, TokenMutations } from './use-api-tokens';

type Expiry = (typeof API_TOKEN_EXPIRY_DAYS)[number] | 'never';

/** What each scope lets a personal token do. */
const personalScopeHints: Record<ApiTokenScope, string> = {
  read: 'List, search, read and fill prompts',
  write: 'Also create, edit, like and save prompts',
};

const expiries: { value: Expiry; label: string }[] = [
  ...API_TOKEN_EXPIRY_DAYS.map((days) => ({ value: days, label: `${days} days` })),
  { value: 'never' as const, label: 'Never' },
];

const radioClass =
  'flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** Name, scope and expiry of a new token; on success the parent shows the token once. */
export function CreateTokenForm({
  create,
  onCreated,
  scopeHints = personalScopeHints,
}: {
  create: TokenMutations['create'];
  onCreated: (token: CreatedApiToken) => void;
  /** What each scope lets the token do, shown under its name. */
  scopeHints?: Record<ApiTokenScope, string>;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<Expiry>(90);
  const [nameError, setNameError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createApiTokenSchema.safeParse({
      name,
      scope,
      expiresInDays: expiry === 'never' ? undefined : expiry,
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    setNameError(undefined);
    try {
      const created = await create.mutateAsync(parsed.data);
      setName('');
      onCreated(created);
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      toast({
        title: 'Failed to create token',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField
        id={`${id}-name`}
        name="name"
        label="Token name"
        placeholder="e.g. Claude Desktop"
        maxLength={API_TOKEN_NAME_MAX}
        autoComplete="off"
        value={name}
        error={nameError}
        hint="What the token is for, so you recognise it later."
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(undefined);
        }}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Scope</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {API_TOKEN_SCOPES.map((value) => (
            <Label key={value} className={radioClass}>
              <input
                type="radio"
                name="scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="mt-0.5 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{value === 'write' ? 'Write' : 'Read'}</span>
                <span className="font-normal text-muted-foreground">{scopeHints[value]}</span>
              </span>
            </Label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Expires after</legend>
        <div className="flex flex-wrap gap-2">
          {expiries.map((option) => (
            <Label key={option.value} className={radioClass}>
              <input
                type="radio"
                name="expiry"
                value={option.value}
                checked={expiry === option.value}
                onChange={() => setExpiry(option.value)}
                className="accent-primary"
              />
              {option.label}
            </Label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating Token...' : 'Create Token'}
        </Button>
      </div>
    </form>
  );
}
