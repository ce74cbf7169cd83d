import { FormField, cn } from '@promptshelf/ui';
import { CheckIcon, LoaderCircleIcon, XIcon } from '@promptshelf/ui/icons';
import type { ChangeEvent } from 'react';

import type { UsernameStatus } from './use-username-check';

const statusText: Record<UsernameStatus, string> = {
  idle: '',
  checking: 'Checking availability...',
  available: 'This username is available.',
  taken: 'This username is already taken.',
};

/** The username input with its live availability line, announced politely as it changes. */
export function UsernameField({
  id,
  name,
  value,
  error,
  status,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  error?: string;
  status: UsernameStatus;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const statusId = `${id}-status`;
  const Icon = status === 'checking' ? LoaderCircleIcon : status === 'taken' ? XIcon : CheckIcon;
  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        name={name}
        label="Username"
        value={value}
        error={error}
        onChange={onChange}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={`${statusId} ${id}-rules`}
        aria-invalid={error || status === 'taken' ? true : undefined}
      />
      {/* Always in the page, so screen readers hear each change of its text. */}
      <p
        id={statusId}
        role="status"
        className={cn(
          '-mt-1 flex min-h-5 items-center gap-1.5 text-sm',
          status === 'taken' && 'font-medium text-destructive-text',
          status === 'available' && 'text-emerald-700 dark:text-emerald-400',
          status === 'checking' && 'text-muted-foreground',
        )}
      >
        {status !== 'idle' && (
          <Icon
            className={cn('size-4 shrink-0', status === 'checking' && 'motion-safe:animate-spin')}
            aria-hidden="true"
          />
        )}
        {statusText[status]}
      </p>
      <p id={`${id}-rules`} className="-mt-1 text-sm text-muted-foreground">
        Letters, numbers, underscores and hyphens. It is part of your profile&apos;s address.
      </p>
    </div>
  );
}
