import { toast } from '@promptshelf/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The copy button reads 'Copied!' for 2 seconds. */
const COPIED_MS = 2000;

/** What the toasts say about the text copied; a prompt's content unless told. */
type CopyMessages = { copied: string; failed: string };
const PROMPT_MESSAGES: CopyMessages = {
  copied: 'The prompt is on your clipboard.',
  failed: 'Could not copy prompt content to clipboard.',
};

/** Copies text to the clipboard; `copied` is true for 2 s after a success. */
export function useCopy(messages: CopyMessages = PROMPT_MESSAGES) {
  const { copied: copiedText, failed } = messages;
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast({
          title: 'Copy Failed',
          description: failed,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Copied!', description: copiedText });
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    },
    [copiedText, failed],
  );

  return { copy, copied };
}
