import type * as React from 'react';

import { cn } from '../lib/cn';

/** A column's heading; `from` hides it below that screen width, as its cells must be hidden. */
export type DataTableColumn = {
  label: React.ReactNode;
  from?: 'sm' | 'md' | 'lg';
  align?: 'right';
  className?: string;
};

// Whole class names, so Tailwind sees them.
const shownFrom = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;

/** A list as a table: a muted heading row from `columns`, then one row per item (`children`). */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption?: string;
  columns: DataTableColumn[];
  children: React.ReactNode;
}) {
  return (
    <table data-slot="data-table" className="w-full text-left text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={cn(
                'px-4 py-3 font-medium',
                column.from && shownFrom[column.from],
                column.align === 'right' && 'text-right',
                column.className,
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">{children}</tbody>
    </table>
  );
}
