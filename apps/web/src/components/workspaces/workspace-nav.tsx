import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@promptshelf/ui';
import {
  CheckIcon,
  ChevronsUpDownIcon,
  PlusIcon,
  UserRoundIcon,
  UsersIcon,
} from '@promptshelf/ui/icons';
import { Link } from '@tanstack/react-router';
import { lazy, useState } from 'react';

import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { useCurrentWorkspaceSlug } from './current-workspace';
import { useMyWorkspaces } from './use-workspaces';

const NewWorkspaceDialog = lazy(() =>
  import('./new-workspace-dialog').then(({ NewWorkspaceDialog }) => ({
    default: NewWorkspaceDialog,
  })),
);

/** The bar's switcher: Personal, each of the person's workspaces, and 'New workspace'. */
export function WorkspaceSwitcher() {
  const current = useCurrentWorkspaceSlug();
  const mine = useMyWorkspaces();
  const [creating, setCreating] = useState(false);
  const workspaces = mine.data ?? [];
  const currentName = current
    ? (workspaces.find((workspace) => workspace.slug === current)?.name ?? current)
    : 'Personal';
  const mark = (on: boolean) => (on ? <CheckIcon aria-hidden="true" className="ml-auto" /> : null);

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="flex max-w-48 items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=open]:bg-accent">
          <span className="sr-only">Workspace: </span>
          <span className="truncate">{currentName}</span>
          <span className="sr-only">, switch workspace</span>
          <ChevronsUpDownIcon
            className="size-4 shrink-0 text-muted-foreground"
            aria-hidden="true"
          />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuItem asChild>
            <Link to="/dashboard" aria-current={current === null ? 'true' : undefined}>
              <UserRoundIcon aria-hidden="true" />
              Personal
              {mark(current === null)}
            </Link>
          </DropdownMenuItem>
          {workspaces.length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
                Workspaces
              </DropdownMenuLabel>
              {workspaces.map((workspace) => (
                <DropdownMenuItem key={workspace.slug} asChild>
                  <Link
                    to="/w/$slug/{-$section}"
                    params={{ slug: workspace.slug, section: undefined }}
                    aria-current={current === workspace.slug ? 'true' : undefined}
                  >
                    <UsersIcon aria-hidden="true" />
                    <span className="truncate">{workspace.name}</span>
                    {mark(current === workspace.slug)}
                  </Link>
                </DropdownMenuItem>
              ))}
            </>
          )}
          {mine.isError && (
            <DropdownMenuLabel className="text-xs font-normal text-destructive-text">
              Your workspaces could not be loaded.
            </DropdownMenuLabel>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New workspace
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MountWhenOpened open={creating}>
        <NewWorkspaceDialog open={creating} onOpenChange={setCreating} />
      </MountWhenOpened>
    </>
  );
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-base font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&[aria-current]]:bg-accent [&[aria-current]]:text-accent-foreground';

/** The phone menu's switcher: the same entries as the bar's, as a list. */
export function MobileWorkspaces({ onNavigate }: { onNavigate: () => void }) {
  const current = useCurrentWorkspaceSlug();
  const mine = useMyWorkspaces();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mt-3 border-t pt-3">
      <h2 id="mobile-workspaces" className="px-3 pb-1 text-xs font-medium text-muted-foreground">
        Workspaces
      </h2>
      <ul aria-labelledby="mobile-workspaces" className="flex flex-col gap-1">
        <li>
          <Link
            to="/dashboard"
            aria-current={current === null ? 'true' : undefined}
            className={itemClass}
            onClick={onNavigate}
          >
            Personal
          </Link>
        </li>
        {(mine.data ?? []).map((workspace) => (
          <li key={workspace.slug}>
            <Link
              to="/w/$slug/{-$section}"
              params={{ slug: workspace.slug, section: undefined }}
              aria-current={current === workspace.slug ? 'true' : undefined}
              className={cn(itemClass, 'wrap-anywhere')}
              onClick={onNavigate}
            >
              {workspace.name}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              onNavigate();
              setCreating(true);
            }}
          >
            <PlusIcon className="size-4" aria-hidden="true" />
            New workspace
          </button>
        </li>
      </ul>
      <MountWhenOpened open={creating}>
        <NewWorkspaceDialog open={creating} onOpenChange={setCreating} />
      </MountWhenOpened>
    </div>
  );
}
