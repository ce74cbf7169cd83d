import { Skeleton } from '@promptshelf/ui';
import { createContext, useContext } from 'react';

/**
 * True while the server paints only the site's frame of a page (its header, footer and a
 * placeholder where the page goes), for the pages whose content it does not render: forms and
 * personal lists, whose inputs would look ready before their code has run. The browser renders
 * such a page afresh instead of hydrating it, so nothing is typed or chosen into the server's
 * markup and then lost.
 */
const FrameOnlyContext = createContext(false);

export const FrameOnlyProvider = FrameOnlyContext.Provider;

export function useFrameOnly(): boolean {
  return useContext(FrameOnlyContext);
}

/** Where the page goes, until the browser has rendered it: a heading's and a grid's shapes. */
export function PagePlaceholder() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading...
      </p>
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="mt-3 h-5 w-[28rem] max-w-full" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-44" />
        ))}
      </div>
    </div>
  );
}
