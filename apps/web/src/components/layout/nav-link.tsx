import { cn } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';

import type { NavItem } from './nav-items';

const base =
  'rounded-md text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** A navigation entry; the router marks the current page with aria-current="page". */
export function NavLink({
  item,
  className,
  onClick,
}: {
  item: NavItem;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={item.to}
      activeOptions={{ exact: item.exact ?? false }}
      onClick={onClick}
      className={cn(
        base,
        'text-muted-foreground hover:bg-accent hover:text-accent-foreground data-[status=active]:bg-accent data-[status=active]:text-accent-foreground',
        className,
      )}
    >
      {item.label}
    </Link>
  );
}
