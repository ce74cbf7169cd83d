import { toast } from '@promptshelf/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The copy button reads 'Copied!' for 2 seconds. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard; `copied` is true for 2 s after a success. `what` names what was
 * copied in the toast.
 */
export function useCopy(what = 'The prompt') {
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
          description: 'Could not copy prompt content to clipboard.',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Copied!', description: `${what} is on your clipboard.` });
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    },
    [what],
  );

  return { copy, copied };
}
