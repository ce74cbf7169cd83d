import { Link } from '@tanstack/react-router';

import { APP_NAME } from '#src/lib/page-title';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 8h10a4 4 0 0 1 4 4v12l-4-2.5-4 2.5-4-2.5L9 24z"
        className="fill-primary-foreground"
      />
      <path
        d="M12 12h7M12 15.5h7"
        className="stroke-primary"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The 'Promptshelf' brand link to /. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <BrandMark />
      <span>{APP_NAME}</span>
    </Link>
  );
}
