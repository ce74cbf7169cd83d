import { Button, Skeleton } from '@promptshelf/ui';
import { ExternalLinkIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { PageHeader } from '../layout/page-header';
import { useTRPC } from '#src/lib/trpc';
import type { Viewer } from '#src/lib/auth';
import { EmailAndAccountSection } from './email-and-account-section';
import { ProfileForm } from './profile-form';

export function ProfileEditPage({ viewer }: { viewer: Viewer }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.profiles.mine.queryOptions());
  const username = mine.data?.username;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Edit Profile"
        description="Your public profile: what visitors see next to your shared prompts."
        actions={
          username && (
            <Button asChild variant="outline">
              <Link to="/u/$username" params={{ username }}>
                <ExternalLinkIcon aria-hidden="true" />
                View public profile
              </Link>
            </Button>
          )
        }
      />
      {mine.isPending ? (
        <div className="mt-8 grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Loading profile...
          </p>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
          <Skeleton className="h-28 w-full" />
        </div>
      ) : mine.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-destructive/40 p-6">
          <p className="font-medium wrap-anywhere">
            Error loading profile: {mine.error.message || 'Please try again.'}
          </p>
          <Button className="mt-4" variant="outline" onClick={() => void mine.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <ProfileForm profile={mine.data} />
      )}
      <EmailAndAccountSection viewer={viewer} />
    </div>
  );
}
