import { Button } from '@promptshelf/ui';
import { FilePlusIcon, PlusIcon, SearchXIcon } from '@promptshelf/ui/icons';
import type * as React from 'react';

import { PromptGrid } from '../prompt-kit/prompt-grid';
import type { TagScope } from '../prompt-kit/tag-chips';
import type { Prompt } from '../prompt-kit/types';
import { EmptyState } from './empty-state';
import { useHydrated } from '#src/lib/use-hydrated';

/**
 * A library's prompts (mine, or a workspace's): the grid, its error, and the two empty states:
 * nothing matches the filters (with Clear Filters), or nothing yet (with Create Your First
 * Prompt for someone who may create). Edit and delete show when their handlers are given.
 */
export function LibraryList({
  label,
  query,
  prompts,
  errorText,
  hasFilters,
  onClearFilters,
  emptyDescription,
  onCreate,
  onEdit,
  onDelete,
  tagScope,
  selection,
  children,
}: {
  /** The section's accessible name, e.g. 'My prompts'. */
  label: string;
  query: { isPending: boolean; isFetching: boolean; isError: boolean; isPlaceholderData: boolean };
  prompts: readonly Prompt[] | undefined;
  errorText: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  emptyDescription: string;
  onCreate?: () => void;
  onEdit?: (prompt: Prompt) => void;
  onDelete?: (prompt: Prompt) => void;
  tagScope: TagScope;
  /** Checkboxes on the cards, for bulk actions. */
  selection?: React.ComponentProps<typeof PromptGrid>['selection'];
  /** Below the grid: paging. */
  children?: React.ReactNode;
}) {
  // Server-rendered on the dashboard: its buttons wait for the code behind them.
  const hydrated = useHydrated();
  return (
    <section aria-label={label} className="mt-6" aria-busy={query.isFetching}>
      {query.isError ? (
        <p role="alert" className="py-12 text-center font-medium text-destructive-text">
          {errorText}
        </p>
      ) : (
        <PromptGrid
          prompts={prompts}
          isLoading={query.isPending}
          headingLevel="h2"
          onEdit={onEdit}
          onDelete={onDelete}
          tagScope={tagScope}
          selection={selection}
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          empty={
            hasFilters ? (
              <EmptyState
                icon={SearchXIcon}
                title="No prompts match your filters"
                description="Try another search term, or clear the filters to see every prompt."
                action={
                  <Button variant="outline" disabled={!hydrated} onClick={onClearFilters}>
                    Clear Filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={FilePlusIcon}
                title="No prompts yet"
                description={emptyDescription}
                action={
                  onCreate && (
                    <Button disabled={!hydrated} onClick={onCreate}>
                      <PlusIcon aria-hidden="true" />
                      Create Your First Prompt
                    </Button>
                  )
                }
              />
            )
          }
        />
      )}
      {children}
    </section>
  );
}
