import { Badge, cn } from '@promptshelf/ui';
import { LockIcon } from '@promptshelf/ui/icons';

import { aiToolColor, aiToolLabel, purposeColor, purposeLabel } from './badge-colors';
import type { Snippet } from './types';

type BadgeSnippet = Pick<Snippet, 'aiTool' | 'customAiTool' | 'purpose' | 'isPublic'>;

/** The AI tool and purpose in their display colours, and 'Private' on private prompts. */
export function SnippetBadges({
  snippet,
  className,
}: {
  snippet: BadgeSnippet;
  className?: string;
}) {
  const tool = aiToolLabel(snippet);
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {/* A custom tool name may be 50 characters: cut with an ellipsis, whole in the title. */}
      <Badge
        variant="outline"
        title={tool}
        className={cn('max-w-full min-w-0', aiToolColor(snippet.aiTool))}
      >
        <span className="sr-only">AI tool: </span>
        <span className="truncate">{tool}</span>
      </Badge>
      <Badge variant="outline" className={purposeColor(snippet.purpose)}>
        <span className="sr-only">Purpose: </span>
        {purposeLabel(snippet.purpose)}
      </Badge>
      {!snippet.isPublic && (
        <Badge variant="secondary">
          <LockIcon aria-hidden="true" />
          Private
        </Badge>
      )}
    </div>
  );
}
