import { Button, Card, CardContent, CardHeader, Skeleton } from '@promptshelf/ui';
import { useState } from 'react';

import { PageHeader } from '../layout/page-header';
import { CreateTokenForm } from './create-token-form';
import { mcpAddress } from './mcp-address';
import { NewTokenPanel } from './new-token-panel';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TokensTable } from './tokens-table';
import { useApiTokens, type ApiToken, type CreatedApiToken } from './use-api-tokens';

/** /settings/tokens: personal API tokens for scripts, the typed client and MCP assistants. */
export function ApiTokensPage() {
  const { list, create, revoke } = useApiTokens();
  // The raw token lives here only: leaving the screen forgets it for good.
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="API Tokens"
        description="Tokens let scripts, the typed client and AI assistants (over MCP) use your library as you. Send one as Authorization: Bearer <token>."
      />
      <p className="-mt-4 text-sm text-muted-foreground">
        MCP address for AI assistants:{' '}
        <code className="font-mono text-foreground wrap-anywhere">{mcpAddress()}</code>. Create a
        token to get ready-to-paste set-ups for Claude Desktop, Claude Code, Cursor and VS Code.
      </p>

      {created ? (
        <NewTokenPanel created={created} onDone={() => setCreated(null)} />
      ) : (
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold tracking-tight">Create a token</h2>
          </CardHeader>
          <CardContent>
            <CreateTokenForm create={create} onCreated={setCreated} />
          </CardContent>
        </Card>
      )}

      <section aria-labelledby="tokens-heading" className="grid gap-4">
        <h2 id="tokens-heading" className="text-xl font-semibold">
          Your tokens
        </h2>
        {list.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <p role="status" className="sr-only">
              Loading tokens...
            </p>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="rounded-xl border border-destructive/40 p-6">
            <p className="font-medium wrap-anywhere">
              Error loading tokens: {list.error.message || 'Please try again.'}
            </p>
            <Button className="mt-4" variant="outline" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            You have no API tokens yet.
          </p>
        ) : (
          <TokensTable tokens={list.data} caption="Your API tokens" onRevoke={setRevoking} />
        )}
      </section>

      <RevokeTokenDialog
        token={revoking}
        revoke={revoke}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
      />
    </div>
  );
}
