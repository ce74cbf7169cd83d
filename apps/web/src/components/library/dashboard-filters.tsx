import { Button, NativeSelect, cn } from '@promptshelf/ui';
import {
  PROMPT_VISIBILITY_LABELS,
  type SortBy,
  type Visibility,
  type VisibilityFilter,
} from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/use-hydrated';
import { SearchBox } from '../browse/search-box';
import { purposeLabel } from '../prompt-kit/badge-colors';

export interface DashboardFilterValues {
  search: string;
  aiTool: string;
  purpose: string;
  visibility: VisibilityFilter;
  sortBy: SortBy;
}

export const EMPTY_FILTERS: DashboardFilterValues = {
  search: '',
  aiTool: 'all',
  purpose: 'all',
  visibility: 'all',
  sortBy: 'recent',
};

const SORT_LABELS: Record<SortBy, string> = {
  recent: 'Most Recent',
  popular: 'Most Popular',
  liked: 'Most Liked',
};
/** The personal library's visibility toggle; a workspace's passes its own. */
const PERSONAL_FILTERS: readonly Visibility[] = ['all', 'public', 'private'];

const filterLabel = (visibility: VisibilityFilter) =>
  visibility === 'all' ? 'All' : PROMPT_VISIBILITY_LABELS[visibility];

/** Search, AI tool, purpose, sort, and the visibility toggle (All, Public, Private) of a library. */
export function DashboardFilters({
  label,
  values,
  onChange,
  onSearch,
  onTypingEnd,
  visibilities = PERSONAL_FILTERS,
}: {
  /** What is filtered, as in 'Search my prompts'. */
  label: string;
  values: DashboardFilterValues;
  onChange: (values: DashboardFilterValues) => void;
  /** The search box's settled term (SearchBox). */
  onSearch: (term: string) => void;
  onTypingEnd: () => void;
  visibilities?: readonly VisibilityFilter[];
}) {
  const id = useId();
  const trpc = useTRPC();
  const aiTools = useQuery(trpc.options.aiTools.queryOptions());
  const purposes = useQuery(trpc.options.purposes.queryOptions());
  const set = <Key extends keyof DashboardFilterValues>(
    key: Key,
    value: DashboardFilterValues[Key],
  ) => onChange({ ...values, [key]: value });

  return (
    <div role="search" aria-label={`Filter ${label}`} className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchBox
          id={`${id}-search`}
          label={`Search ${label}`}
          hideLabel
          value={values.search}
          onSearch={onSearch}
          onTypingEnd={onTypingEnd}
        />
        <FilterSelect
          id={`${id}-tool`}
          label="AI tool"
          value={values.aiTool}
          onChange={(value) => set('aiTool', value)}
          options={[
            { value: 'all', label: 'All AI Tools' },
            ...(aiTools.data ?? []).map((tool) => ({ value: tool.name, label: tool.name })),
          ]}
        />
        <FilterSelect
          id={`${id}-purpose`}
          label="Purpose"
          value={values.purpose}
          onChange={(value) => set('purpose', value)}
          options={[
            { value: 'all', label: 'All Purposes' },
            ...(purposes.data ?? []).map((purpose) => ({
              value: purpose.name,
              label: purposeLabel(purpose.name),
            })),
          ]}
        />
        <FilterSelect
          id={`${id}-sort`}
          label="Sort by"
          value={values.sortBy}
          onChange={(value) => set('sortBy', value as SortBy)}
          options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </div>
      <div
        role="group"
        aria-label="Visibility"
        className="inline-flex w-fit rounded-lg border bg-muted p-1"
      >
        {visibilities.map((visibility) => (
          <Button
            key={visibility}
            type="button"
            size="sm"
            variant="ghost"
            aria-pressed={values.visibility === visibility}
            onClick={() => set('visibility', visibility)}
            className={cn(
              'h-8 px-4',
              values.visibility === visibility &&
                'bg-background text-foreground shadow-sm hover:bg-background',
            )}
          >
            {filterLabel(visibility)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  // Server-rendered on the dashboard: a controlled select changed before hydration would be set
  // back by React's first render after it, so it waits, as Browse's do.
  const hydrated = useHydrated();
  return (
    <NativeSelect
      id={id}
      aria-label={label}
      disabled={!hydrated}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
