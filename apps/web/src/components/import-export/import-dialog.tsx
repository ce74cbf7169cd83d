import { IMPORT_MAX_BYTES, importMessages, type ImportFormat } from '@promptshelf/validators';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  toast,
} from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { ImportPreview } from './import-preview';
import { ImportRefused, postImport, type ImportReply } from './post-import';

type ChosenFile = { name: string; format: ImportFormat; data: string };

type Stage =
  | { step: 'choose'; error?: string }
  | { step: 'checking'; name: string; progress: number }
  | { step: 'preview'; file: ChosenFile; report: ImportReply }
  | { step: 'importing'; file: ChosenFile; report: ImportReply; progress: number };

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

function formatOf(file: File): ImportFormat {
  return file.name.toLowerCase().endsWith('.json') || file.type === 'application/json'
    ? 'json'
    : 'csv';
}

/**
 * Import: pick a file, see what a dry run says (new, skipped, row errors), then confirm. The
 * server does all the reading and checking; nothing is written before the confirmation, and
 * nothing at all if a row is wrong (docs/decisions/130).
 */
export function ImportDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads lazily), so it says where focus goes back to. */
  returnFocus: () => void;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // The control that was focused goes away with each step: focus follows to the new one.
  useEffect(() => {
    if (stage.step === 'choose') fileInput.current?.focus();
    if (stage.step === 'preview') previewHeading.current?.focus();
  }, [stage.step]);

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // An import in flight finishes on the server anyway; the dialog only stops showing it.
    onOpenChange(false);
    setStage({ step: 'choose' });
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (picked.size > IMPORT_MAX_BYTES) {
      return setStage({ step: 'choose', error: importMessages.tooLarge });
    }
    setStage({ step: 'checking', name: picked.name, progress: 0 });
    try {
      const file = { name: picked.name, format: formatOf(picked), data: await picked.text() };
      const report = await postImport({ ...file, dryRun: true }, (progress) =>
        setStage({ step: 'checking', name: picked.name, progress }),
      );
      setStage({ step: 'preview', file, report });
    } catch (error) {
      setStage({
        step: 'choose',
        error: error instanceof ImportRefused ? error.message : 'The file could not be read.',
      });
    }
  }

  async function confirm(file: ChosenFile, report: ImportReply) {
    setStage({ step: 'importing', file, report, progress: 0 });
    try {
      const result = await postImport({ ...file, dryRun: false }, (progress) =>
        setStage({ step: 'importing', file, report, progress }),
      );
      if (result.errors.length > 0) return setStage({ step: 'preview', file, report: result });
      // Every list, count and filter of the library may have changed.
      await queryClient.invalidateQueries();
      toast({
        title: `Imported ${plural(result.created, 'prompt')}`,
        description:
          result.skipped > 0
            ? `${plural(result.skipped, 'prompt')} already in your library ${result.skipped === 1 ? 'was' : 'were'} skipped.`
            : undefined,
      });
      close(false);
    } catch (error) {
      setStage({
        step: 'preview',
        file,
        report: {
          ...report,
          message: error instanceof ImportRefused ? error.message : 'The import failed.',
        },
      });
    }
  }

  const busy = stage.step === 'checking' || stage.step === 'importing';

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Import Prompts</DialogTitle>
          <DialogDescription>
            A Promptshelf export (JSON or CSV) or a CSV from prompts.chat. You see what will happen
            before anything is saved; imported prompts are private unless the file says otherwise.
          </DialogDescription>
        </DialogHeader>

        {stage.step === 'choose' && (
          <div className="grid gap-2">
            <Label htmlFor={inputId}>File</Label>
            <Input
              ref={fileInput}
              id={inputId}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              aria-describedby={hintId}
              aria-invalid={stage.error ? true : undefined}
              onChange={(event) => void choose(event)}
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              JSON or CSV, up to 5 MB and 5,000 prompts.
            </p>
            {stage.error && (
              <p role="alert" className="text-sm font-medium text-destructive-text">
                {stage.error}
              </p>
            )}
          </div>
        )}

        {busy && (
          <div className="grid gap-2" role="status">
            <p className="text-sm font-medium">
              {stage.step === 'checking'
                ? `Checking ${stage.name}…`
                : `Importing ${plural(stage.report.created, 'prompt')}…`}
            </p>
            <progress
              className="h-2 w-full accent-primary"
              aria-label={stage.step === 'checking' ? 'Checking the file' : 'Importing'}
              // Indeterminate once the file is sent and the server is working.
              {...(stage.progress < 1 ? { value: stage.progress, max: 1 } : {})}
            />
          </div>
        )}

        {stage.step === 'preview' && (
          <ImportPreview name={stage.file.name} report={stage.report} headingRef={previewHeading} />
        )}

        <DialogFooter>
          {stage.step === 'preview' ? (
            <>
              <Button variant="outline" onClick={() => setStage({ step: 'choose' })}>
                Choose Another File
              </Button>
              {stage.report.errors.length === 0 && stage.report.created > 0 && (
                <Button onClick={() => void confirm(stage.file, stage.report)}>
                  Import {plural(stage.report.created, 'Prompt')}
                </Button>
              )}
            </>
          ) : (
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
