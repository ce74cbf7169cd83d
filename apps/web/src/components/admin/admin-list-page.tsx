import { Card } from '@promptshelf/ui';
import type * as React from 'react';

import { PageHeader } from '../layout/page-header';

/** The frame of an admin list: heading, search, the list in a card, paging below. */
export function AdminListPage({
  title,
  description,
  search,
  children,
  pager,
}: {
  title: string;
  description: string;
  search: React.ReactNode;
  children: React.ReactNode;
  pager?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={title} description={description} />
      <div className="mt-6">{search}</div>
      <Card className="mt-4 overflow-hidden">{children}</Card>
      {pager && <div className="mt-4">{pager}</div>}
    </div>
  );
}
