import {
  Button,
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from '@promptshelf/ui';
import { CheckIcon, CopyIcon, ExternalLinkIcon } from '@promptshelf/ui/icons';
import { extractPlaceholders, fillPlaceholders } from '@promptshelf/validators';
import { useId, useMemo, useState } from 'react';

import { AI_DESTINATIONS } from '../prompt-kit/ai-links';
import { useCopy } from '../prompt-kit/use-copy';

/**
 * Spec §2: one input per unique placeholder, the prompt filled in live below them, and the
 * result to copy or open in an assistant. Unfilled placeholders become empty text (spec §5).
 */
export function GenerateDialog({
  open,
  onOpenChange,
  title,
  content,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  content: string;
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
        <GenerateForm content={content} />
      </DialogContent>
    </Dialog>
  );
}

function GenerateForm({ content }: { content: string }) {
  const id = useId();
  const names = useMemo(() => extractPlaceholders(content), [content]);
  const [values, setValues] = useState<Record<string, string>>({});
  const result = useMemo(() => fillPlaceholders(content, values), [content, values]);
  const { copy, copied } = useCopy();

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Placeholders</legend>
        {names.map((name, index) => (
          <div key={name} className="grid gap-2">
            <Label htmlFor={`${id}-${index}`} className="wrap-anywhere">
              {name}
            </Label>
            <Input
              id={`${id}-${index}`}
              value={values[name] ?? ''}
              placeholder={`Enter ${name}`}
              onChange={(event) =>
                setValues((current) => ({ ...current, [name]: event.target.value }))
              }
            />
          </div>
        ))}
      </fieldset>

      <div className="grid gap-2">
        <h3 id={`${id}-result`} className="text-sm font-semibold">
          Generated prompt
        </h3>
        {/* Focusable, so keyboard users can scroll a long result. */}
        <div
          role="region"
          tabIndex={0}
          aria-labelledby={`${id}-result`}
          className="max-h-64 overflow-y-auto rounded-lg border bg-muted p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring font-mono text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere"
        >
          {result}
        </div>
      </div>

      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button type="button" onClick={() => void copy(result)}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy Result'}
        </Button>
        {AI_DESTINATIONS.map((destination) => (
          <a
            key={destination.name}
            href={destination.url(result)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Open in {destination.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
      </div>
    </div>
  );
}
