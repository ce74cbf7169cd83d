import { cn } from '@promptshelf/ui';
import { Link, Outlet, createFileRoute, redirect } from '@tanstack/react-router';

import { loadViewer } from '../lib/auth';

/** Pathless layout for the admin area, superadmins only: visitors go to /auth, other users to /. */
export const Route = createFileRoute('/_superadmin')({
  beforeLoad: async ({ context, location }) => {
    const viewer = await loadViewer(context);
    // After signing in, the person comes back here.
    if (!viewer)
      throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
    if (!viewer.superadmin) throw redirect({ to: '/', replace: true });
    return { viewer };
  },
  component: SuperadminLayout,
});

const tabs = [
  { to: '/superadmin', label: 'Overview', exact: true },
  { to: '/superadmin/users', label: 'Users', exact: false },
  { to: '/superadmin/snippets', label: 'Prompts', exact: false },
  { to: '/superadmin/reports', label: 'Reports', exact: false },
] as const;

function SuperadminLayout() {
  return (
    <>
      <div className="border-b bg-muted/40">
        <nav aria-label="Superadmin" className="mx-auto max-w-6xl overflow-x-auto px-4 sm:px-6">
          <ul className="flex gap-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  activeOptions={{ exact: tab.exact }}
                  className={cn(
                    'inline-block border-b-2 border-transparent px-3 py-3 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                    'data-[status=active]:border-primary data-[status=active]:text-foreground',
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </>
  );
}
