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
  toast,
} from '@promptshelf/ui';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';

import { PageHeader } from '#src/components/layout/page-header';
import { useScreenTitle } from '#src/lib/page-title';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { NameSlugForm, SLUG_RULE } from './name-slug-form';
import { ProtectedLabels } from './protected-labels';
import { useWorkspace, type Workspace } from './use-workspaces';
import { WorkspaceTokens } from './workspace-tokens';
import { WebhooksSection } from '../webhooks/webhooks-section';

/**
 * /w/{slug}/settings, for admins and owners: the name and slug, the protected release labels,
 * the workspace's tokens, and for owners deleting it.
 */
export function WorkspaceSettingsPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { data: workspace } = useWorkspace(slug);
  const update = api.workspaces.update.useMutation();
  useScreenTitle(workspace ? `Settings of ${workspace.name}` : 'Workspace Settings');
  if (!workspace) return null;

  return (
    <div className="grid max-w-3xl gap-8">
      <PageHeader
        title="Settings"
        description={`The name, address, protected labels and tokens of ${workspace.name}.`}
      />
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Name and slug</h2>
        </CardHeader>
        <CardContent>
          <NameSlugForm
            key={workspace.slug}
            initial={{ name: workspace.name, slug: workspace.slug }}
            slugHint={`${SLUG_RULE} Links with the old slug keep leading here for members.`}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            onSubmit={async (input) => {
              const saved = await update.mutateAsync({
                workspace: workspace.slug,
                name: input.name,
                slug: input.slug === workspace.slug ? undefined : input.slug,
              });
              trpc.workspaces.get.setData({ workspace: saved.slug }, saved);
              void trpc.workspaces.mine.invalidate();
              void trpc.workspaces.activity.invalidate({ workspace: saved.slug });
              toast({ title: 'Workspace saved' });
              if (saved.slug !== workspace.slug) {
                await navigate({
                  to: '/w/$slug/{-$section}',
                  params: { slug: saved.slug, section: 'settings' },
                  replace: true,
                });
              }
            }}
          />
        </CardContent>
      </Card>
      <ProtectedLabels workspace={workspace} />
      <WorkspaceTokens workspace={workspace} />
      <WebhooksSection
        workspace={workspace.slug}
        intro="This workspace's webhooks hear about its prompts. Only admins and owners see and change them."
      />
      {workspace.role === 'owner' && <DeleteWorkspace workspace={workspace} />}
    </div>
  );
}

function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Delete workspace</h2>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        <p className="text-muted-foreground">
          Deletes the workspace with its members, invitations and activity. This cannot be undone.
        </p>
        <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
          Delete Workspace
        </Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>Delete {workspace.name}?</DialogTitle>
              <DialogDescription>
                Everything in it goes with it, for every member. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            {open && <DeleteForm workspace={workspace} />}
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

function DeleteForm({ workspace }: { workspace: Workspace }) {
  const id = useId();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = api.workspaces.delete.useMutation();
  const matches = confirm.trim().toLowerCase() === workspace.slug;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches) {
      setError(`Type ${workspace.slug} to confirm.`);
      return;
    }
    try {
      const { message } = await remove.mutateAsync({ workspace: workspace.slug, confirm });
      await navigate({ to: '/dashboard' });
      trpc.workspaces.get.reset({ workspace: workspace.slug });
      void trpc.workspaces.mine.invalidate();
      toast({ title: message });
    } catch (caught) {
      if (isUnauthorized(caught)) {
        handleUnauthorized('/auth');
        return;
      }
      setError(errorMessage(caught) ?? 'Something went wrong. Please try again.');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <ConfirmPhraseField
        id={`${id}-confirm`}
        phrase={workspace.slug}
        value={confirm}
        error={error}
        onValueChange={(value) => {
          setConfirm(value);
          setError(undefined);
        }}
      />
      <DialogFooter>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Workspace'}
        </Button>
      </DialogFooter>
    </form>
  );
}
