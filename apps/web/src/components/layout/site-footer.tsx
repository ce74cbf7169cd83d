import { Link } from '@tanstack/react-router';

import { APP_NAME } from '#src/lib/page-title';
import { BrandMark } from './brand';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2">
          <BrandMark className="size-6" />
          <p>
            <span className="font-semibold text-foreground">{APP_NAME}</span> · Store, organise and
            share AI prompts.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link
                to="/browse"
                className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Browse Prompts
              </Link>
            </li>
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {APP_NAME}
        </p>
      </div>
    </footer>
  );
}
