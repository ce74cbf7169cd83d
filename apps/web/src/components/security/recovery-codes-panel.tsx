import { Button, toast } from '@promptshelf/ui';
import { CopyIcon } from '@promptshelf/ui/icons';
import { useEffect, useId, useRef } from 'react';

/** New recovery codes, shown this once: they live in the parent's state only. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Copied!', description: 'The recovery codes are on your clipboard.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description:
          'Could not copy the codes to the clipboard. Select them and copy them instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-primary/40 bg-primary/5 p-5"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Keep them somewhere safe: each one signs you in once if you lose your authenticator app.
        They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md border bg-background px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          Copy Codes
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
