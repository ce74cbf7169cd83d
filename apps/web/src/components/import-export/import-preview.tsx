import type { Ref } from 'react';

import type { ImportReply } from './post-import';

/** More than this many row errors are summed up rather than listed. */
const ERRORS_SHOWN = 100;

/** What the dry run found: counts, then each row that stops the import. */
export function ImportPreview({
  name,
  report,
  headingRef,
}: {
  name: string;
  report: ImportReply;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { created, skipped, errors } = report;
  const counts = [
    { label: 'New prompts', value: created },
    { label: 'Already in your library (skipped)', value: skipped },
    { label: 'Rows with errors', value: errors.length },
  ];
  return (
    <div className="grid gap-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-medium wrap-anywhere focus-visible:outline-none"
      >
        Preview of {name}
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      {report.message && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {report.message}
        </p>
      )}
      {errors.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm">
            Nothing is imported while a row has an error. Fix these rows and choose the file again.
          </p>
          <ul
            aria-label="Rows with errors"
            // Scrollable, so reachable by keyboard.
            tabIndex={0}
            className="max-h-48 overflow-y-auto rounded-md border p-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {errors.slice(0, ERRORS_SHOWN).map((error) => (
              <li key={`${error.row}:${error.message}`} className="py-0.5 wrap-anywhere">
                <span className="font-medium">Row {error.row}:</span> {error.message}
              </li>
            ))}
            {errors.length > ERRORS_SHOWN && (
              <li className="py-0.5 text-muted-foreground">
                …and {(errors.length - ERRORS_SHOWN).toLocaleString('en')} more
              </li>
            )}
          </ul>
        </div>
      ) : created === 0 ? (
        <p className="text-sm">
          {skipped > 0
            ? 'Every prompt in this file is already in your library.'
            : 'This file has no prompts.'}
        </p>
      ) : (
        <p className="text-sm">Ready to import. Nothing has been saved yet.</p>
      )}
    </div>
  );
}
