import { secondFactorMessages } from '@promptshelf/validators';
import { Button, toast } from '@promptshelf/ui';
import { FingerprintIcon } from '@promptshelf/ui/icons';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';

import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';

/** 'Sign in with a passkey': any passkey this browser holds for the site, no email needed. */
export function PasskeySignInButton({
  onSignedIn,
}: {
  onSignedIn: (user: { firstName: string | null; email: string }) => Promise<void>;
}) {
  // Known only in the browser: the server's render and the first one show no button.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  const options = api.signIn.passkeyOptions.useMutation();
  const verify = api.signIn.passkey.useMutation();
  const pending = options.isPending || verify.isPending;

  async function signIn() {
    try {
      const optionsJSON = await options.mutateAsync();
      const response = await startAuthentication({ optionsJSON });
      await onSignedIn(await verify.mutateAsync({ response }));
    } catch (error) {
      toast({
        title: 'Login failed',
        description: errorMessage(error) ?? secondFactorMessages.passkeyFailed,
        variant: 'destructive',
      });
    }
  }

  if (!supported) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={pending}
      onClick={() => void signIn()}
    >
      <FingerprintIcon aria-hidden="true" />
      {pending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
