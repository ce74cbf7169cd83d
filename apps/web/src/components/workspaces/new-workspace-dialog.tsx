import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@promptshelf/ui';
import { useNavigate } from '@tanstack/react-router';

import { api, useTRPC } from '#src/lib/trpc';
import { NameSlugForm, SLUG_RULE } from './name-slug-form';

/** 'New workspace': a name and an optional slug; the creator becomes its owner and goes there. */
export function NewWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const create = api.workspaces.create.useMutation({
    onSuccess: (workspace) => {
      trpc.workspaces.get.setData({ workspace: workspace.slug }, workspace);
      return trpc.workspaces.mine.invalidate();
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New Workspace</DialogTitle>
          <DialogDescription>
            A library you share with your team. You will be its owner and can invite others.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <NameSlugForm
            slugHint={`Optional: left empty, it is made from the name. ${SLUG_RULE}`}
            submitLabel="Create Workspace"
            pendingLabel="Creating..."
            footer={(button) => <DialogFooter>{button}</DialogFooter>}
            onSubmit={async (input) => {
              const workspace = await create.mutateAsync(input);
              onOpenChange(false);
              toast({ title: 'Workspace created', description: `“${workspace.name}” is ready.` });
              await navigate({
                to: '/w/$slug/{-$section}',
                params: { slug: workspace.slug, section: undefined },
              });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
