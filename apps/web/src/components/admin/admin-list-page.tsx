import { Card } from '@promptshelf/ui';
import { ADMIN_PAGE_SIZE } from '@promptshelf/validators';
import { useCallback } from 'react';
import type * as React from 'react';

import { PageHeader } from '../layout/page-header';
import type { ListSearch } from './list-search';
import { ErrorLine, TableSkeleton } from './list-states';
import { Pager } from './pager';
import { SearchBox } from './search-box';

/** One page of an admin list, as the route's query gives it (`select` maps the call's shape). */
interface AdminListResult<Item> {
  data?: { items: Item[]; total: number };
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * An admin list screen: heading, a search and the page in the address, the list in a card with
 * its loading, error and empty states, paging below.
 */
export function AdminListPage<Item>({
  title,
  description,
  searchLabel,
  searchPlaceholder,
  noun,
  search,
  navigate,
  list,
  children,
}: {
  title: string;
  description: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** What the list holds, for the pager and the messages: { one: 'user', other: 'users' }. */
  noun: { one: string; other: string };
  search: ListSearch;
  /** The route's navigate (stable), to put the search and the page in the address. */
  navigate: (options: { search: ListSearch; replace?: boolean }) => Promise<void>;
  list: AdminListResult<Item>;
  /** The table of a loaded, non-empty page. */
  children: (items: Item[]) => React.ReactNode;
}) {
  const { data, isPending, isError, isPlaceholderData } = list;
  const onSearch = useCallback(
    (q: string) => void navigate({ search: { q: q.trim() || undefined }, replace: true }),
    [navigate],
  );
  const page = search.page ?? 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={title} description={description} />
      <div className="mt-6">
        <SearchBox
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search.q ?? ''}
          onSearch={onSearch}
        />
      </div>
      <Card className="mt-4 overflow-hidden">
        {isError ? (
          <ErrorLine>{`Failed to load ${noun.other}. Please try again.`}</ErrorLine>
        ) : isPending || !data ? (
          <TableSkeleton />
        ) : data.items.length === 0 ? (
          <p className="px-4 py-10 text-center text-muted-foreground">
            {search.q ? `No ${noun.other} match “${search.q}”.` : `No ${noun.other} yet.`}
          </p>
        ) : (
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {children(data.items)}
          </div>
        )}
      </Card>
      {data && data.total > 0 && (
        <div className="mt-4">
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={data.total}
            shown={data.items.length}
            noun={data.total === 1 ? noun.one : noun.other}
            onPage={(next) =>
              void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
            }
          />
        </div>
      )}
    </div>
  );
}
