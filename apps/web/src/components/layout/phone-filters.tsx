import { Button, cn } from '@promptshelf/ui';
import { SlidersHorizontalIcon } from '@promptshelf/ui/icons';
import { useId, useState, type ReactNode } from 'react';

/**
 * Filter controls that stand in a row on wider screens and, on a phone, fold behind one
 * 'Filters' button so the results start on the first screen. The button says how
 * many filters are set; its panel is the controls themselves (display: contents on wide
 * screens, so they keep their place in the surrounding grid).
 */
export function PhoneFilters({
  active,
  disabled,
  children,
}: {
  active: number;
  /** Until hydrated: a press before the page's code runs would be lost. */
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div id={id} className={cn(open ? 'contents' : 'hidden', 'sm:contents')}>
        {children}
      </div>
    </>
  );
}
