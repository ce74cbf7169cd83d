import { samePlaceholderSettings, type PlaceholderSetting } from '@promptshelf/validators';
import { useMemo } from 'react';

import { describeSettings } from '../placeholders/describe-settings';
import { aiToolLabel, purposeLabel } from '../prompt-kit/badge-colors';
import { DiffLegend, DiffText } from './diff-text';
import { compareWords } from './word-diff';

/** One side of a comparison: a version, or a prompt as it is now. */
type CompareSide = {
  label: string;
  title: string;
  content: string;
  aiTool: string;
  customAiTool: string | null;
  purpose: string;
  variables?: PlaceholderSetting[];
  /** Tags are not versioned: only a suggested edit's comparison shows them. */
  tags?: string[];
};

const describeTags = (tags: string[] | undefined) =>
  tags && tags.length > 0 ? tags.map((tag) => `#${tag}`).join(' ') : 'None';

/**
 * What changed from `before` to `after`: the changed fields listed, a word diff of title and
 * content, and the AI tool and purpose as 'old → new'.
 */
export function VersionCompare({ before, after }: { before: CompareSide; after: CompareSide }) {
  const title = useMemo(() => compareWords(before.title, after.title), [before.title, after.title]);
  const content = useMemo(
    () => compareWords(before.content, after.content),
    [before.content, after.content],
  );
  const tool = [aiToolLabel(before), aiToolLabel(after)] as const;
  const purpose = [purposeLabel(before.purpose), purposeLabel(after.purpose)] as const;
  const settings = [describeSettings(before.variables), describeSettings(after.variables)] as const;
  const tags = [describeTags(before.tags), describeTags(after.tags)] as const;
  const changed = [
    before.title !== after.title && 'Title',
    before.content !== after.content && 'Content',
    tool[0] !== tool[1] && 'AI tool',
    purpose[0] !== purpose[1] && 'Purpose',
    !samePlaceholderSettings(before.variables ?? [], after.variables ?? []) &&
      'Placeholder settings',
    tags[0] !== tags[1] && 'Tags',
  ].filter((name): name is string => name !== false);

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{before.label}</span> →{' '}
        <span className="font-medium">{after.label}</span>
      </p>
      <p className="text-sm font-medium">
        {changed.length === 0 ? 'No differences.' : `Changed: ${changed.join(', ')}`}
      </p>
      {changed.length > 0 && <DiffLegend />}

      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">Title</h4>
        <DiffText parts={title.parts} className="text-base font-semibold" />
      </div>

      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">Content</h4>
        {!content.wordByWord && (
          <p className="text-sm text-muted-foreground">
            Too many changes to compare word by word: the whole old text is shown removed and the
            whole new text added.
          </p>
        )}
        {content.wordByWord &&
          before.content !== after.content &&
          content.parts.every((part) => part.kind === 'same') && (
            <p className="text-sm text-muted-foreground">Only spacing or line breaks changed.</p>
          )}
        <DiffText
          parts={content.parts}
          className="max-h-[32rem] overflow-y-auto rounded-md border bg-muted/30 p-3 font-mono text-sm leading-relaxed"
        />
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">AI tool</dt>
        <dd className="wrap-anywhere">
          {tool[0] === tool[1] ? tool[0] : `${tool[0]} → ${tool[1]}`}
        </dd>
        <dt className="font-semibold">Purpose</dt>
        <dd>{purpose[0] === purpose[1] ? purpose[0] : `${purpose[0]} → ${purpose[1]}`}</dd>
        <dt className="font-semibold">Placeholder settings</dt>
        <dd className="wrap-anywhere">
          {settings[0] === settings[1] ? settings[0] : `${settings[0]} → ${settings[1]}`}
        </dd>
        {before.tags && after.tags && (
          <>
            <dt className="font-semibold">Tags</dt>
            <dd className="wrap-anywhere">
              {tags[0] === tags[1] ? tags[0] : `${tags[0]} → ${tags[1]}`}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
