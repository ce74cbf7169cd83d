import { Label, NativeSelect } from '@promptshelf/ui';

import { purposeLabel } from '../prompt-kit/badge-colors';
import { ALL_OPTIONS, SORT_LABELS, type BrowseSort } from './browse-search';

/** A named 'Other' tool's value in the select, told apart from the tools' own values. */
const NAMED = 'named-tool:';

/**
 * 'All AI Tools', the server's list, then the named 'Other' tools that listed prompts use
 * (decision 205). A tool or name from a shared link that the lists lack stays.
 */
export function AiToolFilter({
  id,
  tools,
  namedTools,
  value,
  named,
  disabled,
  onChange,
}: {
  id: string;
  tools: readonly string[];
  namedTools: readonly string[];
  disabled?: boolean;
  value: string;
  /** The named 'Other' tool chosen, if any. */
  named: string | undefined;
  onChange: (choice: { aiTool: string; customAiTool: string | undefined }) => void;
}) {
  const names =
    value !== ALL_OPTIONS && !named && !tools.includes(value) ? [...tools, value] : tools;
  const known = named && namedTools.some((name) => name.toLowerCase() === named.toLowerCase());
  const others = named && !known ? [...namedTools, named] : namedTools;
  const selected = named
    ? NAMED + (others.find((name) => name.toLowerCase() === named.toLowerCase()) ?? named)
    : value;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>AI tool</Label>
      <NativeSelect
        id={id}
        value={selected}
        disabled={disabled}
        onChange={(event) => {
          const choice = event.target.value;
          onChange(
            choice.startsWith(NAMED)
              ? { aiTool: ALL_OPTIONS, customAiTool: choice.slice(NAMED.length) }
              : { aiTool: choice, customAiTool: undefined },
          );
        }}
      >
        <option value={ALL_OPTIONS}>All AI Tools</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        {others.length > 0 && (
          <optgroup label="Other tools">
            {others.map((name) => (
              <option key={name} value={NAMED + name}>
                {name}
              </option>
            ))}
          </optgroup>
        )}
      </NativeSelect>
    </div>
  );
}

/** 'All Purposes' plus the server's purposes; one from a shared link that the list lacks stays. */
export function PurposeFilter({
  id,
  purposes,
  value,
  disabled,
  onChange,
}: {
  id: string;
  purposes: readonly string[];
  value: string | undefined;
  disabled?: boolean;
  onChange: (purpose: string) => void;
}) {
  const names = value && !purposes.includes(value) ? [...purposes, value] : purposes;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Purpose</Label>
      <NativeSelect
        id={id}
        value={value ?? ALL_OPTIONS}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_OPTIONS}>All Purposes</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {purposeLabel(name)}
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
