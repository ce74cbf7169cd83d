import { Badge, cn } from '@promptshelf/ui';
import { Building2Icon, LinkIcon, LockIcon } from '@promptshelf/ui/icons';
import { PROMPT_VISIBILITY_LABELS } from '@promptshelf/validators';

import { aiToolColor, aiToolLabel, purposeColor, purposeLabel } from './badge-colors';
import type { Prompt } from './types';

type BadgePrompt = Pick<Prompt, 'aiTool' | 'customAiTool' | 'purpose' | 'visibility' | 'workspace'>;

/**
 * The AI tool and purpose in their display colours; the workspace that holds the prompt; and
 * how far from public it is: 'Private', 'Workspace' (its members) or 'Unlisted' (by link).
 */
export function PromptBadges({ prompt, className }: { prompt: BadgePrompt; className?: string }) {
  const tool = aiToolLabel(prompt);
  const restricted = prompt.visibility !== 'public';
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
      {prompt.workspace && (
        <Badge variant="outline" title={prompt.workspace.name} className="max-w-full min-w-0">
          <Building2Icon aria-hidden="true" />
          <span className="sr-only">Workspace: </span>
          <span className="truncate">{prompt.workspace.name}</span>
        </Badge>
      )}
      {restricted && (
        <Badge variant="secondary">
          {prompt.visibility === 'unlisted' ? (
            <LinkIcon aria-hidden="true" />
          ) : (
            <LockIcon aria-hidden="true" />
          )}
          {PROMPT_VISIBILITY_LABELS[prompt.visibility]}
        </Badge>
      )}
    </div>
  );
}
