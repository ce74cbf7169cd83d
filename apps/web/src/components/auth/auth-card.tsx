import { Card, CardContent, CardFooter, CardHeader } from '@promptshelf/ui';
import type { ReactNode, Ref } from 'react';

/**
 * The one card of the account screens: its heading is the page's h1 (focusable, so a screen
 * can move focus to it when its content changes), a line under it, the form, and a footer.
 */
export function AuthCard({
  title,
  description,
  children,
  footer,
  headingRef,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="gap-2 text-center">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-balance outline-none"
          >
            {title}
          </h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <CardFooter className="flex-wrap justify-center gap-1 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        )}
      </Card>
    </div>
  );
}

/** A plain text link in the account screens' style. */
export const authLinkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
