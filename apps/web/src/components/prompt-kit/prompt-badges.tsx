import { Badge, cn } from '@promptshelf/ui';
import { LockIcon } from '@promptshelf/ui/icons';

import { aiToolColor, aiToolLabel, purposeColor, purposeLabel } from './badge-colors';
import type { Prompt } from './types';

type BadgePrompt = Pick<Prompt, 'aiTool' | 'customAiTool' | 'purpose' | 'isPublic'>;

/** The AI tool and purpose in their display colours, and 'Private' on private prompts. */
export function PromptBadges({ prompt, className }: { prompt: BadgePrompt; className?: string }) {
  const tool = aiToolLabel(prompt);
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {/* A custom tool name may be 50 characters: cut with an ellipsis, whole in the title. */}
      <Badge
        variant="outline"
        title={tool}
        className={cn('max-w-full min-w-0', aiToolColor(prompt.aiTool))}
      >
        <span className="sr-only">AI tool: </span>
        <span className="truncate">{tool}</span>
      </Badge>
      <Badge variant="outline" className={purposeColor(prompt.purpose)}>
        <span className="sr-only">Purpose: </span>
        {purposeLabel(prompt.purpose)}
      </Badge>
      {!prompt.isPublic && (
        <Badge variant="secondary">
          <LockIcon aria-hidden="true" />
          Private
        </Badge>
      )}
    </div>
  );
}
