import { Badge, Button, Card, toast } from '@promptshelf/ui';
import { GitPullRequestIcon } from '@promptshelf/ui/icons';
import { useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { errorMessage } from '#src/lib/trpc-error';
import type { Prompt } from '../prompt-kit/types';
import { VersionCompare } from '../prompt/version-compare';
import { DeclineDialog } from './decline-dialog';
import { SuggestEditDialog } from './suggest-edit-dialog';
import { useSuggestionMutations, useSuggestions, type Suggestion } from './use-suggestions';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/**
 * The prompt page's Suggested edits (decision 233): whoever may edit the prompt decides the open
 * ones, each compared with the prompt as it is now; a member suggests one and follows their own.
 */
export function SuggestedEdits({ prompt, canDecide }: { prompt: Prompt; canDecide: boolean }) {
  return (
    <section aria-labelledby="suggestions-heading" className="mt-10">
      <h2 id="suggestions-heading" className="flex items-center gap-2 text-xl font-semibold">
        <GitPullRequestIcon className="size-5" aria-hidden="true" />
        Suggested edits
      </h2>
      {canDecide ? <OpenSuggestions prompt={prompt} /> : <MySuggestions prompt={prompt} />}
    </section>
  );
}

function OpenSuggestions({ prompt }: { prompt: Prompt }) {
  const list = useSuggestions(prompt.id, 'open');
  const [accepting, setAccepting] = useState<Suggestion | null>(null);
  const [declining, setDeclining] = useState<Suggestion | null>(null);
  const { accept } = useSuggestionMutations();

  async function onAccept(): Promise<boolean> {
    if (!accepting) return false;
    try {
      await accept.mutateAsync({ id: accepting.id });
    } catch (error) {
      toast({
        title: 'Failed to accept the suggestion',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Suggestion accepted' });
    return true;
  }

  if (!list.data) return <Loading pending={list.isPending} />;
  const suggestions = list.data.suggestions;
  if (suggestions.length === 0) {
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        No open suggestions. Members can suggest changes to your public prompts; you decide.
      </p>
    );
  }
  return (
    <>
      <ul className="mt-4 grid gap-4">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <Card className="grid gap-4 p-4 sm:p-5">
              <SuggestionSummary suggestion={suggestion} />
              <SuggestionCompare prompt={prompt} suggestion={suggestion} />
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  aria-label={`Accept the suggestion by @${suggestion.suggester.username}`}
                  onClick={() => setAccepting(suggestion)}
                >
                  Accept
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  aria-label={`Decline the suggestion by @${suggestion.suggester.username}`}
                  onClick={() => setDeclining(suggestion)}
                >
                  Decline
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title="Accept this suggestion?"
        description={
          <>
            Its text becomes the prompt, saved as version {prompt.version + 1} and credited to @
            {accepting?.suggester.username}. Every version stays in the history.
          </>
        }
        confirmLabel="Accept"
        pendingLabel="Accepting..."
        isPending={accept.isPending}
        onConfirm={onAccept}
      />
      <DeclineDialog suggestion={declining} onOpenChange={(open) => !open && setDeclining(null)} />
    </>
  );
}

function MySuggestions({ prompt }: { prompt: Prompt }) {
  const list = useSuggestions(prompt.id, 'all');
  const [suggesting, setSuggesting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Suggestion | null>(null);
  const { withdraw } = useSuggestionMutations();

  async function onWithdraw(): Promise<boolean> {
    if (!withdrawing) return false;
    try {
      await withdraw.mutateAsync({ id: withdrawing.id });
    } catch (error) {
      toast({
        title: 'Failed to withdraw the suggestion',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Suggestion withdrawn' });
    return true;
  }

  const suggestions = list.data?.suggestions ?? [];
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          See something to improve? Suggest an edit; the author decides.
        </p>
        <Button type="button" variant="outline" onClick={() => setSuggesting(true)}>
          Suggest an edit
        </Button>
      </div>
      {!list.data && <Loading pending={list.isPending} />}
      {suggestions.length > 0 && (
        <>
          <h3 className="mt-6 text-base font-semibold">Your suggestions</h3>
          <ul className="mt-3 grid gap-3">
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Card className="grid gap-3 p-4">
                  <SuggestionSummary suggestion={suggestion} />
                  <Outcome suggestion={suggestion} />
                  <details className="text-sm">
                    <summary className="w-fit cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      Show changes
                    </summary>
                    <div className="mt-3">
                      <SuggestionCompare prompt={prompt} suggestion={suggestion} />
                    </div>
                  </details>
                  {suggestion.status === 'open' && (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      className="w-fit"
                      onClick={() => setWithdrawing(suggestion)}
                    >
                      Withdraw
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      <SuggestEditDialog prompt={prompt} open={suggesting} onOpenChange={setSuggesting} />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw this suggestion?"
        description="The author will no longer see it."
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        isPending={withdraw.isPending}
        destructive
        onConfirm={onWithdraw}
      />
    </>
  );
}

function Loading({ pending }: { pending: boolean }) {
  return pending ? (
    <p role="status" className="mt-3 text-sm text-muted-foreground">
      Loading suggestions…
    </p>
  ) : (
    <p role="alert" className="mt-3 text-sm text-destructive">
      The suggestions could not be loaded.
    </p>
  );
}

const STATUS_LABELS = { open: 'Open', accepted: 'Accepted', declined: 'Declined' } as const;

function SuggestionSummary({ suggestion }: { suggestion: Suggestion }) {
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">@{suggestion.suggester.username}</span>
        <time dateTime={suggestion.createdAt.toISOString()}>
          {dateFormat.format(suggestion.createdAt)}
        </time>
        <Badge variant={suggestion.status === 'open' ? 'secondary' : 'outline'}>
          {STATUS_LABELS[suggestion.status as keyof typeof STATUS_LABELS]}
        </Badge>
      </p>
      <p className="text-sm wrap-anywhere">{suggestion.note}</p>
    </div>
  );
}

function Outcome({ suggestion }: { suggestion: Suggestion }) {
  if (suggestion.status === 'accepted') {
    return (
      <p className="text-sm">
        {suggestion.acceptedVersion === null
          ? 'The author accepted it.'
          : `The author accepted it as version ${suggestion.acceptedVersion}.`}
      </p>
    );
  }
  if (suggestion.status === 'declined') {
    return (
      <p className="text-sm wrap-anywhere">
        {suggestion.reason
          ? `The author declined it: ${suggestion.reason}`
          : 'The author declined it.'}
      </p>
    );
  }
  return null;
}

/** The prompt as it is now against the suggestion's text, saying when the prompt changed since. */
function SuggestionCompare({ prompt, suggestion }: { prompt: Prompt; suggestion: Suggestion }) {
  return (
    <div className="grid gap-3">
      {suggestion.status === 'open' && suggestion.baseVersion !== prompt.version && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          The prompt has changed since this suggestion was made on version {suggestion.baseVersion}.
          The comparison is with version {prompt.version}, as it is now: accepting makes the
          suggestion&apos;s text the new version.
        </p>
      )}
      <VersionCompare
        before={{ ...prompt, label: `Version ${prompt.version} (current)` }}
        after={{
          ...prompt,
          label: `Suggested by @${suggestion.suggester.username}`,
          title: suggestion.title,
          content: suggestion.content,
          variables: suggestion.variables,
          tags: suggestion.tags,
        }}
      />
    </div>
  );
}
