import { Button, Card, CardContent, CardHeader } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { PageHeader } from '../layout/page-header';
import {
  browserDescription,
  handTokenToExtension,
  listenToExtension,
  type BridgeAnswer,
} from './extension-handshake';

/** The extension's token: read-only, renewed by connecting again after a year (decision 225). */
const EXTENSION_TOKEN_DAYS = 365;

type Step = 'waiting' | BridgeAnswer | 'connecting' | 'failed';

function OpenFromTheExtension() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">
          Start from the extension
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3 text-muted-foreground">
        <p>
          In the Promptshelf extension&apos;s options, enter{' '}
          <code className="font-mono text-foreground wrap-anywhere">{window.location.origin}</code>{' '}
          and choose <strong className="text-foreground">Connect through Promptshelf</strong>. This
          page then opens again and asks you to confirm.
        </p>
        <p>
          Or make a read token at{' '}
          <Link to="/settings/tokens" className="text-primary underline underline-offset-4">
            API Tokens
          </Link>{' '}
          and paste it into the extension&apos;s options.
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * /settings/extension?state=…: makes a read token named after this browser and hands it to the
 * extension, which opened this page with a one-time state. Without the extension listening,
 * nothing is made.
 */
export function ConnectExtensionPage({ state }: { state: string | undefined }) {
  const [step, setStep] = useState<Step>('waiting');
  const [failure, setFailure] = useState<string | null>(null);
  const create = api.tokens.create.useMutation();
  const { mutate: revokeToken } = api.tokens.revoke.useMutation();
  const handedOver = useRef<string | null>(null);
  const name = `Extension: ${browserDescription(navigator.userAgent)}`;

  useEffect(() => {
    if (!state) return;
    return listenToExtension((answer) => {
      // A token the extension refused is of no use to anyone: it is revoked at once.
      if (answer === 'refused' && handedOver.current) revokeToken({ id: handedOver.current });
      if (answer !== 'ready') handedOver.current = null;
      // 'ready' only opens the way; a late one does not undo a step already taken.
      setStep((current) => (answer === 'ready' && current !== 'waiting' ? current : answer));
    });
  }, [state, revokeToken]);

  async function connect() {
    if (!state) return;
    setStep('connecting');
    try {
      const created = await create.mutateAsync({
        name,
        scope: 'read',
        expiresInDays: EXTENSION_TOKEN_DAYS,
      });
      handedOver.current = created.id;
      handTokenToExtension(state, created.token);
    } catch (error) {
      setFailure(errorMessage(error) ?? 'Please try again.');
      setStep('failed');
    }
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Connect the extension"
        description="Let the Promptshelf extension in this browser read your prompts, so Alt+Shift+P fills them into any text field."
      />
      {!state ? (
        <OpenFromTheExtension />
      ) : (
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold tracking-tight">
              {step === 'connected' ? 'Connected' : 'The extension asks to read your prompts'}
            </h2>
          </CardHeader>
          <CardContent className="grid gap-4">
            {step === 'connected' ? (
              <p role="status">
                The extension can now read your prompts. You can close this tab and press
                Alt+Shift+P in any text field.
              </p>
            ) : (
              <>
                <p className="text-muted-foreground">
                  It gets a read-only token named{' '}
                  <strong className="text-foreground wrap-anywhere">{name}</strong> that lists,
                  searches and reads your prompts, your favourites and your workspaces&apos;
                  prompts, and changes nothing. It expires in a year; revoke it at any time at{' '}
                  <Link to="/settings/tokens" className="text-primary underline underline-offset-4">
                    API Tokens
                  </Link>
                  .
                </p>
                <div role="status" className="text-sm">
                  {step === 'waiting' &&
                    'Waiting for the extension… If nothing happens, start again from its options.'}
                  {step === 'refused' &&
                    'The extension did not take the token, which has been revoked. Start again from its options.'}
                  {step === 'failed' && `The token could not be made: ${failure}`}
                </div>
                <div>
                  <Button
                    disabled={step !== 'ready' && step !== 'failed'}
                    onClick={() => void connect()}
                  >
                    {step === 'connecting' ? 'Connecting…' : 'Connect the extension'}
                  </Button>
                </div>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
