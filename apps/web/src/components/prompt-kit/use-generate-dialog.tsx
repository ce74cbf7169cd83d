import { findIncludes, hasPlaceholders } from '@promptshelf/validators';
import { lazy, useState, type ReactNode } from 'react';

import { MountWhenOpened } from '#src/lib/mount-when-opened';
import type { Prompt } from './types';

// The generator (typed inputs, remembered values) loads when first opened.
const GenerateDialog = lazy(() =>
  import('../prompt/generate-dialog').then(({ GenerateDialog }) => ({ default: GenerateDialog })),
);

/**
 * The generate dialog of one prompt, for a card or the prompt page: whether the prompt has
 * placeholders to fill (its own, or those of the prompts it includes), a function that opens the
 * dialog, and the dialog to render.
 */
export function useGenerateDialog(prompt: Pick<Prompt, 'id' | 'title' | 'content' | 'variables'>): {
  canGenerate: boolean;
  open: () => void;
  dialog: ReactNode;
} {
  const [generating, setGenerating] = useState(false);
  const canGenerate = hasPlaceholders(prompt.content) || findIncludes(prompt.content).length > 0;
  const dialog = canGenerate ? (
    <MountWhenOpened open={generating}>
      <GenerateDialog
        open={generating}
        onOpenChange={setGenerating}
        promptId={prompt.id}
        title={prompt.title}
        content={prompt.content}
        variables={prompt.variables}
      />
    </MountWhenOpened>
  ) : null;
  return { canGenerate, open: () => setGenerating(true), dialog };
}
