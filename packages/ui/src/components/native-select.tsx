import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

/**
 * The browser's own `<select>`, dressed like the kit's inputs, for pages that must be usable
 * early: it needs no script to open (Select, Radix's, is for dialogs loaded on demand). The
 * options are its children, plain `<option>`s. Rendered on the server, it can be changed
 * before the page's code has run: React keeps that pick when it hydrates but would set the
 * controlled value again on the next render, so the pick is passed on as a change instead.
 */
export function NativeSelect({ className, ...props }: Omit<React.ComponentProps<'select'>, 'ref'>) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const element = select.current;
    // The server marks its pick `selected`; a select rendered in the browser marks none.
    const serverPick = element && Array.from(element.options).find((o) => o.defaultSelected);
    if (serverPick && !serverPick.selected) {
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, []);
  return (
    <div className="relative">
      <select
        ref={select}
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
