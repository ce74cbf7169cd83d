import { Button } from '@promptshelf/ui';
import { CheckIcon, CopyIcon } from '@promptshelf/ui/icons';

import { useHydrated } from '#src/lib/use-hydrated';
import { useCopy } from '../prompt-kit/use-copy';

/** The prompt's reference for apps (`@user/name`), with a button that copies it. */
export function PromptReference({ reference }: { reference: string }) {
  const { copy, copied } = useCopy({
    copied: 'The reference is on your clipboard.',
    failed: 'Could not copy the reference to the clipboard. Select it and copy it instead.',
  });
  const hydrated = useHydrated();
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>Reference</span>
      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground wrap-anywhere">
        {reference}
      </code>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!hydrated}
        aria-label={copied ? 'Reference copied' : 'Copy reference'}
        onClick={() => void copy(reference)}
      >
        {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
    </p>
  );
}
