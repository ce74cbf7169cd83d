import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@promptshelf/ui';
import type { PlaceholderSetting } from '@promptshelf/validators';

import { GenerateForm } from '../placeholders/generate-form';

/**
 * The generate dialog: one input per unique placeholder, the prompt filled in live below them,
 * and the result to copy or open in an assistant. Unfilled placeholders become empty text. The
 * inputs follow the prompt's placeholder settings (see placeholders/generate-form).
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Generate Prompt</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            Fill in the placeholders of “{title}”, then copy the result or open it in an AI
            assistant.
          </DialogDescription>
        </DialogHeader>
        <GenerateForm promptId={promptId} content={content} variables={variables} />
      </DialogContent>
    </Dialog>
  );
}
