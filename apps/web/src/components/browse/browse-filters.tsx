import {
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@promptshelf/ui';

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
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_AI_TOOLS}>All AI Tools</SelectItem>
          {names.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
      <Select
        value={value}
        onValueChange={(next) => onChange(next as BrowseSort)}
        disabled={disabled}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {sorts.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
