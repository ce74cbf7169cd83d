import { Button } from '@promptshelf/ui';
import { CookieIcon } from '@promptshelf/ui/icons';

import { useCookieConsent } from '#src/lib/cookie-consent';

export function CookieBanner() {
  const { accepted, accept } = useCookieConsent();
  if (accepted) return null;
  return (
    <>
      {/* Room at the end of the page, so the banner never covers the footer for good. */}
      <div aria-hidden="true" className="h-36 sm:h-24" />
      <section
        aria-label="Cookie consent"
        className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 motion-safe:animate-fade-in"
      >
        <div className="mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:flex-row sm:items-center sm:gap-4">
          <CookieIcon className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden="true" />
          <p className="flex-1 text-sm">
            <strong className="font-semibold">We use cookies</strong>{' '}
            <span className="text-muted-foreground">
              to keep you signed in and to remember your choices on this device.
            </span>
          </p>
          <Button onClick={accept} className="sm:w-auto">
            Accept
          </Button>
        </div>
      </section>
    </>
  );
}
