import { purposeLabel } from '../prompt-kit/badge-colors';
import { formatCount, SORT_LABELS, type BrowseQuery } from './browse-search';

/** '{n} prompts found' and, after it, what was searched, filtered and how it is ordered. */
function resultCountText(total: number, isLowerBound: boolean): string {
  const noun = total === 1 && !isLowerBound ? 'prompt' : 'prompts';
  return `${formatCount(total, isLowerBound)} ${noun} found`;
}

function filterSummaryText({
  search,
  aiTool,
  customAiTool,
  purpose,
  sortBy,
  tag,
}: BrowseQuery): string {
  const parts = [
    search ? `for “${search}”` : null,
    tag.length > 0 ? `tagged ${tag.map((name) => `#${name}`).join(' and ')}` : null,
    purpose ? `with purpose ${purposeLabel(purpose)}` : null,
    (customAiTool ?? aiTool) ? `in ${customAiTool ?? aiTool}` : 'across all AI tools',
  ].filter(Boolean);
  return `${parts.join(' ')}, sorted by ${SORT_LABELS[sortBy]}`;
}

export function ResultSummary({
  query,
  total,
  isLowerBound,
}: {
  query: BrowseQuery;
  total: number;
  isLowerBound: boolean;
}) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">{resultCountText(total, isLowerBound)}</span>{' '}
      <span className="wrap-anywhere">{filterSummaryText(query)}</span>
    </p>
  );
}
