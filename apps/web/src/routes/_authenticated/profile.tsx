import { toast } from '@promptshelf/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

import { ProfileEditPage } from '#src/components/profile/profile-edit-page';
import { titleHead } from '#src/lib/page-title';
import { optionalOneOf } from '#src/lib/search-params';

export const Route = createFileRoute('/_authenticated/profile')({
  // `email` is the result of opening a mailed link to change the account's email.
  validateSearch: (search: Record<string, unknown>): { email?: 'changed' | 'error' } => ({
    email: optionalOneOf(search.email, ['changed', 'error']),
  }),
  head: titleHead('Edit Profile'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the request early; the screen shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.profiles.mine.queryOptions());
    void queryClient.prefetchQuery(trpc.account.ownerProof.queryOptions());
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { viewer } = Route.useRouteContext();
  const { email } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const reported = useRef(false);

  useEffect(() => {
    if (!email || reported.current) return;
    reported.current = true;
    if (email === 'changed') {
      toast({ title: 'Email changed', description: `Your email is now ${viewer.email}.` });
    } else {
      toast({
        title: 'Email change failed',
        description: 'The link is invalid or has expired, or the address is taken.',
        variant: 'destructive',
      });
    }
    // Reloading or sharing the address must not report the result again.
    void navigate({ search: {}, replace: true });
  }, [email, navigate, viewer.email]);

  return <ProfileEditPage viewer={viewer} />;
}
