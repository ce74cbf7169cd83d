import { Button, DataTable, Skeleton, toast, type DataTableColumn } from '@promptshelf/ui';
import { useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { formatDate, formatDateTime } from '#src/components/settings/token-dates';
import { errorMessage } from '#src/lib/trpc-error';
import { AddPasskeyForm } from './add-passkey-form';
import { SecuritySection } from './section';
import { usePasskeys, type Passkey } from './use-passkeys';

const columns: DataTableColumn[] = [
  { label: 'Name' },
  { label: 'Added', from: 'sm' },
  { label: 'Last used', from: 'sm' },
  { label: <span className="sr-only">Actions</span>, align: 'right' },
];

/** Passkeys: add one under a name, see them all, remove one. */
export function PasskeysSection() {
  const { list, options, add, remove } = usePasskeys();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  async function onConfirmRemove(): Promise<boolean> {
    if (!removing) return false;
    try {
      await remove.mutateAsync({ id: removing.id });
    } catch (error) {
      toast({
        title: 'Failed to remove passkey',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Passkey removed' });
    return true;
  }

  return (
    <SecuritySection
      title="Passkeys"
      description="A passkey signs you in with your fingerprint, face or device PIN instead of a password and code."
    >
      <div className="grid gap-6">
        <AddPasskeyForm options={options} add={add} />
        {list.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : list.isError ? (
          <p role="alert" className="wrap-anywhere">
            Error loading passkeys: {list.error.message || 'Please try again.'}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border">
            <DataTable caption="Your passkeys" columns={columns}>
              {list.data.map((passkey) => (
                <tr key={passkey.id} className="align-middle">
                  <th scope="row" className="px-4 py-3 font-medium wrap-anywhere">
                    {passkey.name}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                      Added {formatDate(passkey.createdAt)}
                    </span>
                  </th>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    {formatDate(passkey.createdAt)}
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Remove passkey ${passkey.name}`}
                      onClick={() => setRemoving(passkey)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this passkey?"
        description={`“${removing?.name ?? ''}” will no longer sign you in.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={remove.isPending}
        destructive
        onConfirm={onConfirmRemove}
      />
    </SecuritySection>
  );
}
