import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@promptshelf/ui';
import type { ApiTokenScope } from '@promptshelf/validators';
import { useState } from 'react';

import { CreateTokenForm } from '../settings/create-token-form';
import { NewTokenPanel } from '../settings/new-token-panel';
import { RevokeTokenDialog } from '../settings/revoke-token-dialog';
import { TokensTable } from '../settings/tokens-table';
import type { ApiToken, CreatedApiToken } from '../settings/use-api-tokens';
import { ListStates } from '../prompt-kit/list-states';
import { useWorkspaceTokens, type Workspace } from './use-workspaces';

const scopeHints: Record<ApiTokenScope, string> = {
  read: "Read the workspace's prompts and collections",
  write: 'Also create, edit and delete them',
};

/**
 * The Tokens section of a workspace's settings, for its admins and owners: tokens that act for
 * the workspace alone, as an app's service account. The personal tokens' form, panel, table and
 * dialog serve it.
 */
export function WorkspaceTokens({ workspace }: { workspace: Workspace }) {
  const { list, create, revoke } = useWorkspaceTokens(workspace.slug);
  const [creating, setCreating] = useState(false);
  // The raw token lives in this state only: closing the dialog forgets it for good.
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const close = () => {
    setCreating(false);
    setCreated(null);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Tokens</h2>
          <p className="text-sm text-muted-foreground">
            A workspace token lets an app read (or change) this workspace&apos;s prompts and
            collections, and nothing else. Send it as Authorization: Bearer &lt;token&gt;.
          </p>
        </div>
        <Button type="button" onClick={() => setCreating(true)}>
          Create Token
        </Button>
      </CardHeader>
      <CardContent>
        <ListStates query={list} what="tokens">
          {(tokens) =>
            tokens.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
                This workspace has no tokens yet.
              </p>
            ) : (
              <TokensTable
                tokens={tokens}
                caption={`Tokens of ${workspace.name}`}
                showMaker
                onRevoke={setRevoking}
              />
            )
          }
        </ListStates>
      </CardContent>
      <Dialog open={creating} onOpenChange={(open) => (open ? setCreating(true) : close())}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Create a Workspace Token</DialogTitle>
            <DialogDescription>
              It acts for {workspace.name} alone, whoever made it, until it expires or is revoked.
            </DialogDescription>
          </DialogHeader>
          {created ? (
            <NewTokenPanel created={created} onDone={close} actsFor={`for ${workspace.name}`} />
          ) : (
            creating && (
              <CreateTokenForm create={create} onCreated={setCreated} scopeHints={scopeHints} />
            )
          )}
        </DialogContent>
      </Dialog>
      <RevokeTokenDialog
        token={revoking}
        revoke={revoke}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
      />
    </Card>
  );
}
