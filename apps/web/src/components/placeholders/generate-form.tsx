import { Button, buttonVariants } from '@promptshelf/ui';
import {
  ArrowDownIcon,
  CheckIcon,
  CopyIcon,
  ExternalLinkIcon,
  SparklesIcon,
} from '@promptshelf/ui/icons';
import {
  extractPlaceholders,
  fillPlaceholderParts,
  fillPlaceholders,
  initialPlaceholderValues,
  type PlaceholderSetting,
} from '@promptshelf/validators';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';

import { AI_DESTINATIONS } from '../prompt-kit/ai-links';
import { useCopy } from '../prompt-kit/use-copy';
import { PlaceholderField } from './placeholder-field';
import {
  forgetRememberedValues,
  loadRememberedValues,
  saveRememberedValues,
} from './remembered-values';

/**
 * The generator's form (docs/decisions/141): a typed input per placeholder in order of first
 * appearance, started from the values last used on this device, else the prompt's defaults; the
 * result live beside them on a wide screen (below on a phone, a 'Show result' away) with the
 * unfilled placeholders marked. Enter generates: the values are remembered, the result is
 * copied and focused. Generate stays in view however many placeholders there are.
 */
export function GenerateForm({
  promptId,
  content,
  variables,
}: {
  promptId: number;
  content: string;
  variables: readonly PlaceholderSetting[];
}) {
  const id = useId();
  const names = useMemo(() => extractPlaceholders(content), [content]);
  const settings = useMemo(
    () => new Map(variables.map((setting) => [setting.name, setting])),
    [variables],
  );
  const [remembered, setRemembered] = useState(() => loadRememberedValues(promptId));
  const [values, setValues] = useState(() =>
    initialPlaceholderValues(names, variables, remembered ?? {}),
  );
  const [status, setStatus] = useState('');
  const result = useMemo(() => fillPlaceholders(content, values), [content, values]);
  const parts = useMemo(() => fillPlaceholderParts(content, values), [content, values]);
  const unfilled = names.filter((name) => !values[name]);
  const resultRef = useRef<HTMLDivElement>(null);
  const resultSectionRef = useRef<HTMLDivElement>(null);
  const { copy, copied } = useCopy();

  function remember() {
    saveRememberedValues(promptId, values);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remember();
    setStatus('Prompt generated and copied. Copy it again or open it in an assistant below.');
    resultRef.current?.focus();
    void copy(result);
  }

  function showResult() {
    resultSectionRef.current?.scrollIntoView({ block: 'start' });
    resultRef.current?.focus({ preventScroll: true });
  }

  function resetToDefaults() {
    forgetRememberedValues(promptId);
    setRemembered(null);
    setValues(initialPlaceholderValues(names, variables));
    setStatus('Back to the prompt’s defaults; the remembered values are forgotten.');
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 lg:grid-cols-2 lg:items-start lg:gap-x-8"
    >
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Placeholders</legend>
        {remembered && (
          <div className="-mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>Filled in with the values you last used on this device.</span>
            <Button
              type="button"
              variant="link"
              className="h-auto p-0 text-sm"
              onClick={resetToDefaults}
            >
              Reset to defaults
            </Button>
          </div>
        )}
        {names.map((name, index) => (
          <PlaceholderField
            key={name}
            id={`${id}-${index}`}
            name={name}
            setting={settings.get(name)}
            value={values[name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </fieldset>

      {/* Beside the fields on a wide screen, held in view while they scroll (decision 210). */}
      <div ref={resultSectionRef} className="grid gap-4 lg:sticky lg:top-0">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-result`} className="text-sm font-semibold">
              Generated prompt
            </h3>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                remember();
                void copy(result);
              }}
            >
              {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy Result'}
            </Button>
          </div>
          <p id={`${id}-unfilled`} className="text-sm text-muted-foreground wrap-anywhere">
            {unfilled.length === 0
              ? 'Every placeholder is filled.'
              : unfilled.length <= 5
                ? `Not filled yet (left empty, marked below): ${unfilled.join(', ')}`
                : `${unfilled.length} placeholders not filled yet (left empty, marked below)`}
          </p>
          {/* Focusable, so keyboard users can scroll a long result. */}
          <div
            ref={resultRef}
            role="region"
            tabIndex={0}
            aria-labelledby={`${id}-result`}
            aria-describedby={`${id}-unfilled`}
            className="max-h-64 overflow-y-auto rounded-lg border bg-muted p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring font-mono text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere"
          >
            {parts.map((part, index) =>
              part.kind === 'unfilled' ? (
                // Empty text, as in the result; the name shows only as a visual mark.
                <mark
                  key={index}
                  data-name={part.name}
                  className="rounded border border-dashed border-amber-700 bg-amber-100 px-1 text-amber-900 italic after:content-[attr(data-name)] dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100"
                />
              ) : (
                part.text
              ),
            )}
          </div>
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {status}
          </p>
        </div>

        {/* 'Open in' once, then each assistant's whole name; they wrap rather than shorten. */}
        <div className="grid gap-1.5">
          <p aria-hidden="true" className="text-sm text-muted-foreground">
            Open in
          </p>
          <div className="flex flex-wrap gap-2">
            {AI_DESTINATIONS.map((destination) => (
              <a
                key={destination.name}
                href={destination.url(result)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                onClick={remember}
              >
                <ExternalLinkIcon aria-hidden="true" />
                <span className="sr-only">Open in </span>
                {destination.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </div>
        </div>
      </div>

      {/* Sticky, so Generate stays in reach below 50 placeholders on a phone; there 'Show
          result' jumps past the fields to the result. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center gap-2 border-t bg-background px-6 py-3 lg:col-span-2">
        <Button type="submit">
          <SparklesIcon aria-hidden="true" />
          Generate
        </Button>
        <Button type="button" variant="ghost" className="lg:hidden" onClick={showResult}>
          <ArrowDownIcon aria-hidden="true" />
          Show result
        </Button>
        <p className="basis-full text-xs text-muted-foreground sm:ml-auto sm:basis-auto">
          Enter generates (Ctrl+Enter in a multi-line field).
        </p>
      </div>
    </form>
  );
}
