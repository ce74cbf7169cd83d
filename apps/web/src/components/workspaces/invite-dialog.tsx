import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  NativeSelect,
  toast,
} from '@promptshelf/ui';
import { inviteSchema, type WorkspaceRole } from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

import { fieldErrorsOf } from '#src/lib/form';
import { errorIssues, errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { ROLE_LABELS } from './roles';
import type { useMemberMutations } from './use-workspaces';

/** An email address and a role: the server mails the address a single-use link. */
export function InviteDialog({
  open,
  onOpenChange,
  slug,
  roles,
  invite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slug: string;
  roles: WorkspaceRole[];
  invite: ReturnType<typeof useMemberMutations>['invite'];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite a Member</DialogTitle>
          <DialogDescription>
            We email them a link that works once, for 7 days. Without an account, they register with
            this address first.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <InviteForm
            slug={slug}
            roles={roles}
            invite={invite}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({
  slug,
  roles,
  invite,
  onDone,
}: {
  slug: string;
  roles: WorkspaceRole[];
  invite: ReturnType<typeof useMemberMutations>['invite'];
  onDone: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('viewer');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = inviteSchema.safeParse({ workspace: slug, email, role });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<'email'>(parsed.error.issues));
      form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    setErrors({});
    try {
      const sent = await invite.mutateAsync(parsed.data);
      toast({ title: 'Invitation sent', description: `We emailed a link to ${sent.email}.` });
      onDone();
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      const fields = fieldErrorsOf<'email'>(errorIssues(error));
      setErrors(
        fields.email
          ? fields
          : { form: errorMessage(error) ?? 'Something went wrong. Please try again.' },
      );
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        required
        aria-required="true"
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <NativeSelect
          id={`${id}-role`}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as WorkspaceRole)}
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive-text wrap-anywhere">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
