import type { RouterOutputs } from '@promptshelf/trpc';
import { FormField } from '@promptshelf/ui';
import type { ChangeEvent } from 'react';

/** What the account proves its owner with (docs/decisions/184): password, code or a sign-in. */
export type OwnerProof = RouterOutputs['account']['ownerProof'];

/** The form's starting values for that proof: only the field it shows. */
export function ownerProofValues(proof: OwnerProof): { password?: string; code?: string } {
  if (proof.with === 'password') return { password: '' };
  if (proof.with === 'code') return { code: '' };
  return {};
}

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The field that proves the owner before an account changes: its password; for an account
 * without one, a code from the authenticator app or a recovery code; without either, a note on
 * the sign-in of the last 10 minutes that does it.
 */
export function OwnerProofField({
  id,
  proof,
  field,
  passwordLabel = 'Current password',
  action,
}: {
  id: string;
  proof: OwnerProof;
  /** `form.field(name)` of the proof's field: 'password' or 'code'. */
  field: (name: 'password' | 'code') => FieldProps;
  passwordLabel?: string;
  /** What the person is about to do, for the note: "delete your account". */
  action: string;
}) {
  if (proof.with === 'password') {
    return (
      <FormField
        id={`${id}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
    );
  }
  if (proof.with === 'code') {
    return (
      <FormField
        id={`${id}-code`}
        label="Authentication code"
        hint="Your account has no password: confirm with a code from your authenticator app, or a recovery code."
        autoComplete="one-time-code"
        spellCheck={false}
        {...field('code')}
      />
    );
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="owner-proof-note">
      {proof.signedInRecently
        ? `Your account has no password or second factor: having signed in within the last 10 minutes confirms it is you.`
        : `Your account has no password or second factor. To confirm it is you, sign out and sign in again, then ${action} within 10 minutes.`}
    </p>
  );
}
