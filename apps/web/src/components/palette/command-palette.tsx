import { Dialog, DialogContent, DialogDescription, DialogTitle, toast } from '@promptshelf/ui';
import { SearchIcon } from '@promptshelf/ui/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { Command } from 'cmdk';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { useViewer } from '#src/lib/auth';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { useDebouncedValue } from '#src/lib/use-debounced-value';
import { createWhenShown } from '#src/lib/card-focus';
import type { Prompt } from '../prompt-kit/types';
import { PaletteCommands, paletteCommands } from './palette-commands';
import { itemValue, PalettePromptGroups, type PalettePrompt } from './palette-prompt-groups';
import { recentPromptIds } from './recent-prompts';

// The generator loads when first asked for: imported statically it would regroup the first
// load's chunks and grow it (docs/decisions/220-command-palette.md).
const GenerateDialog = lazy(() =>
  import('../prompt/generate-dialog').then(({ GenerateDialog }) => ({ default: GenerateDialog })),
);

/** ⌘ on Apple devices, Ctrl elsewhere: the key that goes with Enter to generate. */
const commandKey = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

/** One request per pause in typing, not one per key. */
export const PALETTE_DEBOUNCE_MS = 150;

/**
 * The command palette: one search over the person's prompts, favourites, workspaces' prompts and
 * public prompts (recent ones while nothing is typed), and the app's commands. Enter opens the
 * highlighted prompt; Ctrl/⌘+Enter opens its generator. cmdk gives the ARIA combobox: the input
 * keeps focus, the arrows move through the options, each group is a labelled group.
 */
export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState('');
  // Every opening starts with an empty field, also one made while the last closing still fades
  // out (that closing then never finishes, so nothing on its way out may do this).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setQuery('');
  }
  // Such an opening keeps the dialog that was fading out, so Radix does not move focus into it
  // again: focus may have been left on the page (a pointer picked a command). The field takes it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const [generating, setGenerating] = useState<{ prompt: Prompt; open: boolean } | null>(null);
  // What to do once the palette has closed and given focus back (open another dialog).
  const afterClose = useRef<(() => void) | null>(null);

  const typed = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  // An emptied field shows the recent prompts at once.
  const term = query.trim() === '' ? '' : typed;
  const recent = useMemo(() => (open && viewer ? recentPromptIds(viewer.id) : []), [open, viewer]);
  const searching = term !== '' || recent.length > 0;
  const results = useQuery({
    ...trpc.palette.search.queryOptions({ query: term, recent }),
    enabled: open && searching,
    placeholderData: keepPreviousData,
  });
  const groups = searching ? (results.data?.groups ?? []) : [];
  const prompts = new Map(groups.flatMap((group) => group.prompts.map((p) => [itemValue(p), p])));
  const commands = paletteCommands(viewer, query);
  const chosen = prompts.get(highlighted);

  function close(then?: () => void) {
    afterClose.current = then ?? null;
    onOpenChange(false);
  }

  function openPrompt(prompt: PalettePrompt) {
    close();
    void navigate({
      to: '/snippets/$id/$',
      // The prompt page puts its title's slug in the address itself.
      params: { id: String(prompt.id), _splat: '' },
    });
  }

  function generate(prompt: PalettePrompt) {
    if (!prompt.canGenerate) return openPrompt(prompt);
    close(() => {
      queryClient
        .fetchQuery(trpc.snippets.byId.queryOptions({ id: prompt.id }))
        .then((loaded) => setGenerating({ prompt: loaded, open: true }))
        .catch((error: unknown) =>
          toast({
            title: errorMessage(error) ?? 'The prompt could not be loaded.',
            variant: 'destructive',
          }),
        );
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && chosen) {
      event.preventDefault();
      generate(chosen);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
      >
        <DialogContent
          data-palette
          className="top-[10dvh] translate-y-0 grid-cols-[minmax(0,1fr)] gap-0 overflow-hidden p-0 sm:max-w-xl"
          onCloseAutoFocus={() => {
            // Focus is back where it was.
            queryClient.removeQueries({ queryKey: getQueryKey(api.palette.search) });
            const then = afterClose.current;
            afterClose.current = null;
            then?.();
          }}
        >
          <DialogTitle className="sr-only">Search</DialogTitle>
          <DialogDescription className="sr-only">
            {viewer
              ? 'Search your prompts, favorites, workspaces and public prompts, or run a command.'
              : 'Search public prompts, or go to a page.'}{' '}
            Enter opens a prompt; {commandKey} Enter opens its generator.
          </DialogDescription>
          <Command
            label="Search prompts and commands"
            shouldFilter={false}
            vimBindings={false}
            value={highlighted}
            onValueChange={setHighlighted}
            onKeyDown={onKeyDown}
          >
            <div className="flex items-center gap-2 border-b px-4 pr-12 focus-within:ring-2 focus-within:ring-ring focus-within:ring-inset">
              <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Command.Input
                ref={input}
                value={query}
                onValueChange={setQuery}
                placeholder="Search prompts or type a command…"
                className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
              />
            </div>
            <p role="status" className="sr-only">
              {results.isFetching
                ? 'Searching…'
                : `${prompts.size} prompts and ${commands.length} commands`}
            </p>
            <Command.List className="max-h-[min(60dvh,26rem)] overflow-y-auto p-2">
              {!results.isFetching && (
                <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
                  No prompts or commands match “{query}”.
                </Command.Empty>
              )}
              <PalettePromptGroups groups={groups} onOpen={openPrompt} />
              <PaletteCommands
                commands={commands}
                onGo={(to) => {
                  close();
                  void navigate({ to });
                }}
                onNewPrompt={() => {
                  close();
                  void navigate({ to: '/dashboard' }).then(createWhenShown);
                }}
              />
            </Command.List>
          </Command>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2 text-xs text-muted-foreground">
            <span>
              <kbd className="font-sans">↑↓</kbd> Move
            </span>
            <span>
              <kbd className="font-sans">Enter</kbd> Open
            </span>
            <button
              type="button"
              disabled={!chosen?.canGenerate}
              onClick={() => chosen && generate(chosen)}
              className="rounded-sm underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 disabled:hover:no-underline"
            >
              <kbd className="font-sans">{commandKey} Enter</kbd> Generate
            </button>
            <span>
              <kbd className="font-sans">Esc</kbd> Close
            </span>
          </div>
        </DialogContent>
      </Dialog>
      {generating && (
        <Suspense fallback={null}>
          <GenerateDialog
            open={generating.open}
            onOpenChange={(next) => setGenerating({ ...generating, open: next })}
            promptId={generating.prompt.id}
            title={generating.prompt.title}
            content={generating.prompt.content}
            variables={generating.prompt.variables}
          />
        </Suspense>
      )}
    </>
  );
}
