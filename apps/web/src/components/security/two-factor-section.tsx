import { Button, Skeleton, toast } from '@promptshelf/ui';
import { useState } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecuritySection } from './section';
import { RegenerateCodesForm, TurnOffForm } from './two-factor-forms';
import { TwoFactorSetup } from './two-factor-setup';
import { useTwoFactor } from './use-two-factor';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'turn-off' };

/** Two-factor authentication with an authenticator app: turn on, recovery codes, turn off. */
export function TwoFactorSection() {
  const twoFactor = useTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const { status } = twoFactor;

  async function start() {
    try {
      setStep({ kind: 'setup', ...(await twoFactor.setup.mutateAsync()) });
    } catch (error) {
      toast({
        title: 'Failed to start two-factor set-up',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  function body() {
    if (step.kind === 'setup') {
      return (
        <TwoFactorSetup
          setup={step}
          enable={twoFactor.enable}
          onEnabled={(codes) => {
            toast({ title: 'Two-factor authentication is on' });
            setStep({ kind: 'codes', codes });
          }}
          onCancel={idle}
        />
      );
    }
    if (step.kind === 'codes') return <RecoveryCodesPanel codes={step.codes} onDone={idle} />;
    if (step.kind === 'regenerate') {
      return (
        <RegenerateCodesForm
          regenerate={twoFactor.regenerate}
          onRegenerated={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={idle}
        />
      );
    }
    if (step.kind === 'turn-off') return <TurnOffForm disable={twoFactor.disable} onDone={idle} />;
    if (status.isPending) return <Skeleton className="h-10 w-64" />;
    if (status.isError) {
      return (
        <p role="alert" className="wrap-anywhere">
          Error loading two-factor settings: {status.error.message || 'Please try again.'}
        </p>
      );
    }
    if (!status.data.enabled) {
      return (
        <div className="grid justify-items-start gap-4">
          <p className="text-sm">Two-factor authentication is off.</p>
          <Button type="button" disabled={twoFactor.setup.isPending} onClick={() => void start()}>
            Turn On Two-Factor Authentication
          </Button>
        </div>
      );
    }
    const left = status.data.recoveryCodesLeft;
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-sm">
          <strong>Two-factor authentication is on.</strong> You have {left} recovery{' '}
          {left === 1 ? 'code' : 'codes'} left.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setStep({ kind: 'regenerate' })}>
            New Recovery Codes
          </Button>
          <Button type="button" variant="outline" onClick={() => setStep({ kind: 'turn-off' })}>
            Turn Off
          </Button>
        </div>
      </div>
    );
  }

  return (
    <SecuritySection
      title="Two-factor authentication"
      description="After your password, signing in also asks for a code from an authenticator app on your phone."
    >
      {body()}
    </SecuritySection>
  );
}
