import { Toaster } from '@promptshelf/ui';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';

import { CookieBanner } from '../components/layout/cookie-banner';
import { NotFound } from '../components/layout/not-found';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { titleHead } from '../lib/page-title';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: titleHead(),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <CookieBanner />
      <Toaster />
    </>
  );
}
