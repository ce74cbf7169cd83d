import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';

import { AdminListPage } from '#src/components/admin/admin-list-page';
import { listInput, validateListSearch } from '#src/components/admin/list-search';
import { ModerateDialog, type ModerationTarget } from '#src/components/admin/moderate-dialog';
import { PromptsTable } from '#src/components/admin/prompts-table';
import { titleHead } from '#src/lib/page-title';
import { useTRPC } from '#src/lib/trpc';

export const Route = createFileRoute('/_superadmin/superadmin/snippets')({
  head: titleHead('Prompts · Superadmin'),
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Started early, not awaited: the screen shows its own loading and error states.
    void context.queryClient.prefetchQuery(
      context.trpc.admin.snippets.queryOptions(listInput(deps)),
    );
  },
  component: SuperadminPromptsRoute,
});

function SuperadminPromptsRoute() {
  const trpc = useTRPC();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const list = useQuery({
    ...trpc.admin.snippets.queryOptions(listInput(search)),
    placeholderData: keepPreviousData,
    select: ({ snippets, total }) => ({ items: snippets, total }),
  });

  return (
    <>
      <AdminListPage
        title="Prompts"
        description="Every prompt, public and private. Unpublish or delete what breaks the rules."
        searchLabel="Search prompts"
        searchPlaceholder="Search by title..."
        noun={{ one: 'prompt', other: 'prompts' }}
        search={search}
        navigate={navigate}
        list={list}
      >
        {(prompts) => <PromptsTable prompts={prompts} onModerate={setTarget} />}
      </AdminListPage>
      <ModerateDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
