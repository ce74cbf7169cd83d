import { Badge, Card } from '@promptshelf/ui';
import { FileTextIcon, UsersIcon } from '@promptshelf/ui/icons';

import { PageHeader } from '#src/components/layout/page-header';
import { useScreenTitle } from '#src/lib/page-title';
import { ROLE_LABELS } from './roles';
import { useWorkspace } from './use-workspaces';

/** /w/{slug}: the workspace's name, the member's role and what it holds. */
export function WorkspaceHomePage({ slug }: { slug: string }) {
  const { data: workspace } = useWorkspace(slug);
  useScreenTitle(workspace?.name ?? 'Workspace');
  if (!workspace) return null;
  const items = [
    { label: 'Members', value: workspace.memberCount, Icon: UsersIcon },
    { label: 'Prompts', value: workspace.promptCount, Icon: FileTextIcon },
  ];
  return (
    <div className="grid gap-6">
      <PageHeader
        title={workspace.name}
        description={
          <>
            Your role: <Badge variant="secondary">{ROLE_LABELS[workspace.role]}</Badge>
          </>
        }
      />
      <section aria-label="The workspace's numbers" className="grid grid-cols-2 gap-3 sm:gap-4">
        {items.map(({ label, value, Icon }) => (
          <Card key={label} className="flex items-center gap-4 p-4 sm:p-5">
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground sm:flex">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
              <p className="text-2xl font-bold tabular-nums">{value.toLocaleString('en')}</p>
            </div>
          </Card>
        ))}
      </section>
    </div>
  );
}
