import { secondFactorCodeSchema } from '@promptshelf/validators';
import { Button, FormField, toast } from '@promptshelf/ui';
import QRCode from 'qrcode';
import { useEffect, useId, useState, type FormEvent } from 'react';

import { useZodForm } from '#src/lib/form';
import { errorMessage } from '#src/lib/trpc-error';
import type { useTwoFactor } from './use-two-factor';

/** The secret as a QR code for the authenticator app, its text for typing, and the first code. */
export function TwoFactorSetup({
  setup,
  enable,
  onEnabled,
  onCancel,
}: {
  setup: { secret: string; uri: string };
  enable: ReturnType<typeof useTwoFactor>['enable'];
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [qr, setQr] = useState<string | null>(null);
  const form = useZodForm(secondFactorCodeSchema, { code: '' });
  useEffect(() => {
    void QRCode.toString(setup.uri, { type: 'svg', margin: 1 }).then((svg) =>
      setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
  }, [setup.uri]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      onEnabled((await enable.mutateAsync(input)).recoveryCodes);
    } catch (error) {
      toast({
        title: 'Failed to turn on two-factor authentication',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="size-44 shrink-0 rounded-md bg-white p-2">
          {qr && <img src={qr} alt="QR code for your authenticator app" className="size-full" />}
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="text-muted-foreground">Can&apos;t scan it? Enter this key instead:</p>
          <code data-testid="two-factor-secret" className="font-mono break-all">
            {setup.secret}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField
          id={`${id}-code`}
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          fieldClassName="max-w-xs"
          {...form.field('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Turning On...' : 'Turn On'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
