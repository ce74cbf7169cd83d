import { Button } from '@promptshelf/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '@promptshelf/ui/icons';

import { numberFormat } from './list-search';

/** 'Showing 21–40 of 123' with Previous and Next. */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown > 0
          ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)} ${noun}`
          : `${numberFormat.format(total)} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground tabular-nums">
          Page {numberFormat.format(page)} of {numberFormat.format(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
