import {
  Button,
  Card,
  ConfirmPhraseField,
  CardContent,
  CardHeader,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  toast,
} from '@promptshelf/ui';
import {
  accountMessages,
  changeEmailSchema,
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountSchema,
} from '@promptshelf/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { forgetDeviceData } from '../layout/forget-device-data';
import { OwnerProofField, ownerProofValues, type OwnerProof } from '../security/owner-proof-field';
import type { Viewer } from '#src/lib/auth';
import { flashToast } from '#src/lib/flash-toast';
import { useZodForm } from '#src/lib/form';
import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';

/** 'Email and account' on /profile: change the email through a mailed link, or delete it all. */
export function EmailAndAccountSection({ viewer }: { viewer: Viewer }) {
  return (
    <section aria-labelledby="email-account-heading" className="mt-12 grid gap-6">
      <h2 id="email-account-heading" className="text-xl font-semibold">
        Email and account
      </h2>
      <ChangeEmailCard viewer={viewer} />
      <DeleteAccountCard />
    </section>
  );
}

function ChangeEmailCard({ viewer }: { viewer: Viewer }) {
  const proof = api.account.ownerProof.useQuery();
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold tracking-tight">Change email</h3>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          Your email is <span className="font-medium text-foreground">{viewer.email}</span>. We send
          a link to the new address; the change happens when you open it.
        </p>
      </CardHeader>
      <CardContent>
        {proof.data && <ChangeEmailForm key={proof.data.with} proof={proof.data} />}
      </CardContent>
    </Card>
  );
}

function ChangeEmailForm({ proof }: { proof: OwnerProof }) {
  const id = useId();
  const form = useZodForm(changeEmailSchema, { newEmail: '', ...ownerProofValues(proof) });
  const change = api.account.changeEmail.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(event.currentTarget);
    if (!input) return;
    try {
      const { message } = await change.mutateAsync(input);
      toast({ title: 'Check your new address', description: message });
      form.reset();
    } catch (error) {
      toast({
        title: 'Failed to change email',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:max-w-md">
      <FormField
        id={`${id}-email`}
        label="New email"
        type="email"
        autoComplete="email"
        {...form.field('newEmail')}
      />
      <OwnerProofField id={id} proof={proof} field={form.field} action="change your email" />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Send confirmation link'}
      </Button>
    </form>
  );
}

function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const proof = api.account.ownerProof.useQuery();
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold tracking-tight">Delete account</h3>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        <p className="text-muted-foreground">
          Deletes your account with your prompts, versions, collections, likes, favourites, API
          tokens and sessions. Copies others made of your public prompts stay theirs. This cannot be
          undone.
        </p>
        <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything of yours goes with it, at once. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            {open && proof.data && <DeleteAccountForm proof={proof.data} />}
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

function DeleteAccountForm({ proof }: { proof: OwnerProof }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useZodForm(deleteAccountSchema, ownerProofValues(proof));
  const [confirm, setConfirm] = useState('');
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const remove = api.account.delete.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = confirm.trim() === DELETE_ACCOUNT_CONFIRMATION;
    if (!typed) setConfirmError(accountMessages.deleteConfirmMismatch);
    const input = form.validate(event.currentTarget);
    if (!typed || !input) return;
    try {
      const { message } = await remove.mutateAsync(input);
      // As at logout: nothing of the old session may stay in memory.
      flashToast({ title: message });
      queryClient.clear();
      forgetDeviceData();
      window.location.assign('/');
    } catch (error) {
      toast({
        title: 'Failed to delete account',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <OwnerProofField id={id} proof={proof} field={form.field} action="delete your account" />
      <ConfirmPhraseField
        id={`${id}-confirm`}
        phrase={DELETE_ACCOUNT_CONFIRMATION}
        value={confirm}
        error={confirmError}
        onValueChange={(value) => {
          setConfirm(value);
          setConfirmError(undefined);
        }}
      />
      <DialogFooter>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </DialogFooter>
    </form>
  );
}
