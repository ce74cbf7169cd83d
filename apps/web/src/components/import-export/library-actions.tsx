import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@promptshelf/ui';
import { ChevronDownIcon, DownloadIcon, UploadIcon } from '@promptshelf/ui/icons';
import { lazy, useRef, useState } from 'react';

import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { useHydrated } from '#src/lib/use-hydrated';

// The import dialog (file reading, preview, progress) loads when first opened.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((module) => ({ default: module.ImportDialog })),
);

const FORMATS = [
  { format: 'json', label: 'JSON', hint: 'everything, with version history' },
  { format: 'csv', label: 'CSV', hint: 'for spreadsheets' },
  { format: 'markdown', label: 'Markdown', hint: 'to read' },
] as const;

/** Export (a format menu of plain downloads) and Import, beside Create on the dashboard. */
export function LibraryActions() {
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  // Server-rendered with the dashboard: both wait until they can open.
  const hydrated = useHydrated();
  return (
    <>
      {/* Not modal: a modal menu hides the page with aria-hidden while focus may still reach it. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={!hydrated}>
            <DownloadIcon aria-hidden="true" />
            Export
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>Download all your prompts as</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {FORMATS.map(({ format, label, hint }) => (
            <DropdownMenuItem key={format} asChild>
              <a
                href={`/api/export?format=${format}`}
                download
                className="flex-col items-start gap-0"
              >
                <span className="font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{hint}</span>
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        ref={importButton}
        variant="outline"
        disabled={!hydrated}
        onClick={() => setImporting(true)}
      >
        <UploadIcon aria-hidden="true" />
        Import
      </Button>
      <MountWhenOpened open={importing}>
        <ImportDialog
          open={importing}
          onOpenChange={setImporting}
          returnFocus={() => importButton.current?.focus()}
        />
      </MountWhenOpened>
    </>
  );
}
