import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@promptshelf/ui';
import { EllipsisIcon, FlagIcon } from '@promptshelf/ui/icons';
import { lazy, useState } from 'react';

import { useViewer } from '#src/lib/auth';
import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { useHydrated } from '#src/lib/use-hydrated';
import type { ReportTarget } from './report-dialog';

// The form loads when first opened: most readers never report anything.
const ReportDialog = lazy(() =>
  import('./report-dialog').then(({ ReportDialog }) => ({ default: ReportDialog })),
);

/**
 * A 'More actions' menu with 'Report', for a signed-in reader of someone else's prompt or
 * profile; nothing for visitors, who sign in first.
 */
export function ReportMenu({ target }: { target: ReportTarget }) {
  const { viewer } = useViewer();
  const hydrated = useHydrated();
  const [reporting, setReporting] = useState(false);
  if (!viewer) return null;
  const label = target.kind === 'prompt' ? 'Report prompt' : 'Report profile';
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="icon" disabled={!hydrated}>
            <EllipsisIcon aria-hidden="true" />
            <span className="sr-only">More actions</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <FlagIcon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyReportDialog target={target} open={reporting} onOpenChange={setReporting} />
    </>
  );
}

/** The report dialog, its code loaded the first time it opens. */
export function LazyReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <MountWhenOpened open={open}>
      <ReportDialog target={target} open={open} onOpenChange={onOpenChange} />
    </MountWhenOpened>
  );
}
