import { Button } from '@promptshelf/ui';
import { FilePlusIcon, PlusIcon, SearchXIcon } from '@promptshelf/ui/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, useState } from 'react';

import { LibraryActions } from '../import-export/library-actions';
import { PageHeader } from '../layout/page-header';
import { DashboardFilters, EMPTY_FILTERS, type DashboardFilterValues } from './dashboard-filters';
import { EmptyState } from './empty-state';
import { PromptGrid } from '../prompt-kit/prompt-grid';
import { StatCards } from './stat-cards';
import type { Prompt } from '../prompt-kit/types';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '#src/lib/use-debounced-value';
import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { useTRPC } from '#src/lib/trpc';
import { tagSearchValue, tagsOfSearch } from '#src/lib/tag-search';
import { ActiveTags } from '../prompt-kit/active-tags';

const route = getRouteApi('/_authenticated/dashboard');

// The form (with zod and the Radix select) and the confirmation load when first opened.
const PromptFormDialog = lazy(() =>
  import('./prompt-form-dialog').then((module) => ({
    default: module.PromptFormDialog,
  })),
);
const DeletePromptDialog = lazy(() =>
  import('./delete-prompt-dialog').then((module) => ({
    default: module.DeletePromptDialog,
  })),
);

type FormState = { open: false } | { open: true; prompt?: Prompt };

/** My prompts: stats, filters, the grid, and the create/edit and delete dialogs. */
export function DashboardPage() {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<DashboardFilterValues>(EMPTY_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const address = route.useSearch();
  const navigate = route.useNavigate();
  const tags = tagsOfSearch(address.tag);
  const setTags = (next: string[]) =>
    void navigate({ search: { tag: tagSearchValue(next) }, resetScroll: false });

  const query = {
    search: search || undefined,
    aiTool: filters.aiTool === 'all' ? undefined : filters.aiTool,
    purpose: filters.purpose === 'all' ? undefined : filters.purpose,
    sortBy: filters.sortBy,
    visibility: filters.visibility,
    tag: tags,
  };
  const isDefault =
    !query.search &&
    !query.aiTool &&
    !query.purpose &&
    query.visibility === 'all' &&
    tags.length === 0 &&
    query.sortBy === 'recent';
  const mine = useQuery({
    // The unfiltered list shares its cache entry with the loader's prefetch.
    ...trpc.snippets.mine.queryOptions(isDefault ? {} : query),
    placeholderData: keepPreviousData,
  });
  const hasFilters =
    !!(query.search || query.aiTool || query.purpose || tags.length > 0) ||
    filters.visibility !== 'all';

  const openCreate = () => setForm({ open: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="My Prompts"
        description="Create, organise and manage your prompt library."
        actions={
          <>
            <LibraryActions />
            <Button onClick={openCreate} data-create-prompt>
              <PlusIcon aria-hidden="true" />
              Create New Prompt
            </Button>
          </>
        }
      />

      <div className="mt-8">
        <StatCards />
      </div>

      <div className="mt-8">
        <DashboardFilters values={filters} onChange={setFilters} />
        <ActiveTags
          className="mt-3"
          tags={tags}
          onRemove={(tag) => setTags(tags.filter((other) => other !== tag))}
        />
      </div>

      <section aria-label="My prompts" className="mt-6" aria-busy={mine.isFetching}>
        {mine.isError ? (
          <p role="alert" className="py-12 text-center font-medium text-destructive-text">
            Failed to load your prompts. Please try again.
          </p>
        ) : (
          <PromptGrid
            prompts={mine.data}
            isLoading={mine.isPending}
            headingLevel="h2"
            onEdit={(prompt) => setForm({ open: true, prompt })}
            onDelete={setDeleting}
            tagScope={{ page: 'dashboard' }}
            className={mine.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            empty={
              hasFilters ? (
                <EmptyState
                  icon={SearchXIcon}
                  title="No prompts match your filters"
                  description="Try another search term, or show all your prompts again."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => {
                        setFilters(EMPTY_FILTERS);
                        setTags([]);
                      }}
                    >
                      Clear Filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={FilePlusIcon}
                  title="No prompts yet"
                  description="Save the prompts you use again and again, and share the best ones."
                  action={
                    <Button onClick={openCreate}>
                      <PlusIcon aria-hidden="true" />
                      Create Your First Prompt
                    </Button>
                  }
                />
              )
            }
          />
        )}
      </section>

      <MountWhenOpened open={form.open}>
        <PromptFormDialog
          open={form.open}
          prompt={form.open ? form.prompt : undefined}
          onOpenChange={(open) => {
            if (!open) setForm({ open: false });
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={deleting !== null}>
        <DeletePromptDialog
          prompt={deleting}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      </MountWhenOpened>
    </div>
  );
}
