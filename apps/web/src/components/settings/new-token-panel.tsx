import { Button, Input } from '@promptshelf/ui';
import { CheckIcon, CopyIcon } from '@promptshelf/ui/icons';
import { useEffect, useId, useRef } from 'react';

import { useCopy } from '../prompt-kit/use-copy';
import { McpSetups } from './mcp-setups';
import type { CreatedApiToken } from './use-api-tokens';

/** The new token, shown this once: it lives in this component's state only. */
export function NewTokenPanel({
  created,
  onDone,
  actsFor = 'as you',
}: {
  created: CreatedApiToken;
  onDone: () => void;
  /** Whom the token acts for, in the warning: 'as you', or 'for' a workspace. */
  actsFor?: string;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { copy, copied } = useCopy({
    copied: 'The token is on your clipboard.',
    failed: 'Could not copy the token to the clipboard. Select it and copy it instead.',
  });
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-primary/40 bg-primary/5 p-5"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Your new token “{created.name}”
      </h2>
      <p id={`${id}-warning`} className="mt-1 text-sm text-muted-foreground">
        Copy it now: it is not shown again. Anyone with it can act {actsFor} with{' '}
        {created.scope === 'write' ? 'read and write' : 'read'} access.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-token`} className="sr-only">
          New API token
        </label>
        <Input
          id={`${id}-token`}
          readOnly
          value={created.token}
          aria-describedby={`${id}-warning`}
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy(created.token)} className="shrink-0">
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy Token'}
        </Button>
      </div>
      <McpSetups token={created.token} />
      <Button type="button" variant="outline" className="mt-4" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
