import {
  ClientOnly,
  HeadContent,
  Outlet,
  createRootRouteWithContext,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { CookieBanner } from '../components/layout/cookie-banner';
import { NotFound } from '../components/layout/not-found';
import { PagePlaceholder, useFrameOnly } from '../components/layout/page-frame';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { titleHead } from '../lib/page-title';
import type { RouterContext } from '../lib/router-context';

// Radix's toast machinery comes after the page: toast() itself is a plain store, and a toast
// raised before the Toaster is there shows when it arrives. Browser only: a toast raised while
// a server-rendered page hydrates (the flash toast after logout) is not in the server's markup.
const Toaster = lazy(() =>
  import('@promptshelf/ui/toaster').then(({ Toaster }) => ({ default: Toaster })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  head: titleHead(),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const frameOnly = useFrameOnly();
  return (
    <>
      <HeadContent />
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {frameOnly ? <PagePlaceholder /> : <Outlet />}
        </main>
        <SiteFooter />
      </div>
      <CookieBanner />
      <ClientOnly>
        <Suspense>
          <Toaster />
        </Suspense>
      </ClientOnly>
    </>
  );
}
