import { Label, NativeSelect } from '@promptshelf/ui';

import { ALL_AI_TOOLS, SORT_LABELS, type BrowseSort } from './browse-search';

/** 'All AI Tools' plus the server's list; a tool from a shared link that the list lacks stays. */
export function AiToolFilter({
  id,
  tools,
  value,
  disabled,
  onChange,
}: {
  id: string;
  tools: readonly string[];
  disabled?: boolean;
  value: string;
  onChange: (tool: string) => void;
}) {
  const names = value !== ALL_AI_TOOLS && !tools.includes(value) ? [...tools, value] : tools;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>AI tool</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_AI_TOOLS}>All AI Tools</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function SortSelect({
  id,
  value,
  withRelevance,
  disabled,
  onChange,
}: {
  id: string;
  value: BrowseSort;
  disabled?: boolean;
  /** Best Match needs a search term to rank by. */
  withRelevance: boolean;
  onChange: (sort: BrowseSort) => void;
}) {
  const sorts: BrowseSort[] = withRelevance
    ? ['relevance', 'recent', 'popular', 'liked']
    : ['recent', 'popular', 'liked'];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Sort by</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as BrowseSort)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
