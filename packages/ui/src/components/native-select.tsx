import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';

/**
 * The browser's own `<select>`, dressed like the kit's inputs, for pages that must be usable
 * early: it needs no script to open (Select, Radix's, is for dialogs loaded on demand). The
 * options are its children, plain `<option>`s.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'peer flex h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60 peer-disabled:opacity-30"
      />
    </div>
  );
}
