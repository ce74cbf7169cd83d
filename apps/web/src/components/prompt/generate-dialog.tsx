import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@promptshelf/ui';
import { findIncludes, type PlaceholderSetting } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { useRecentPrompt } from '../palette/recent-prompts';
import { GenerateForm } from '../placeholders/generate-form';

/**
 * The generate dialog: one input per unique placeholder, the prompt filled in live beside them,
 * and the result to copy or open in an assistant. Unfilled placeholders become empty text. The
 * inputs follow the prompt's placeholder settings (see placeholders/generate-form). A prompt
 * that includes others is filled with their text and placeholders, resolved for this reader.
 */
export function GenerateDialog({
  open,
  onOpenChange,
  promptId,
  title,
  content,
  variables,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  promptId: number;
  title: string;
  content: string;
  variables: readonly PlaceholderSetting[];
}) {
  const trpc = useTRPC();
  useRecentPrompt(promptId, open);
  const expanded = useQuery({
    ...trpc.registry.expanded.queryOptions({ id: promptId }),
    enabled: findIncludes(content).length > 0,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Generate Prompt</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            Fill in the placeholders of “{title}”, then copy the result or open it in an AI
            assistant.
          </DialogDescription>
        </DialogHeader>
        {expanded.isError ? (
          <p role="alert" className="text-sm text-destructive-text">
            {errorMessage(expanded.error) ?? 'The included prompts could not be loaded.'}
          </p>
        ) : expanded.isLoading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the included prompts…
          </p>
        ) : (
          <GenerateForm
            promptId={promptId}
            content={expanded.data?.content ?? content}
            variables={expanded.data?.variables ?? variables}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
