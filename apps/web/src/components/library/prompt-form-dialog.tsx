import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
} from '@promptshelf/ui';
import {
  OPTION_NAME_MAX,
  OTHER_AI_TOOL,
  PROMPT_NAME_MAX,
  PROMPT_TITLE_MAX,
  VERSION_NOTE_MAX,
  promptInputSchema,
  promptMessages,
  type PromptInput,
  type PromptVisibility,
} from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { focusCardWhenShown } from '#src/lib/card-focus';
import { useViewer } from '#src/lib/auth';
import { useZodForm } from '#src/lib/form';
import { useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import {
  checkPlaceholderSettings,
  draftsFromSettings,
  PlaceholderSettingsEditor,
} from '../placeholders/placeholder-settings-editor';
import { purposeLabel } from '../prompt-kit/badge-colors';
import type { Prompt } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { canEditPrompts } from '../workspaces/roles';
import { useDiscardGuard } from './discard-changes';
import {
  forgetPromptDraft,
  loadPromptDraft,
  savePromptDraft,
  type PromptDraft,
} from './prompt-draft';
import { TagInput } from './tag-input';
import { useSavePrompt } from './use-prompt-mutations';
import {
  defaultVisibilityIn,
  visibilityAfterMove,
  WhereAndVisibility,
  type Place,
} from './where-and-visibility';

type Values = PromptInput & { customAiTool: string };

/** Where a new prompt's draft is kept: per person and place. */
type DraftKey = { userId: string; workspace: string | null };

function valuesOfDraft(draft: PromptDraft): Values {
  const { title, content, aiTool, customAiTool, purpose } = draft;
  return { title, content, aiTool, customAiTool, purpose };
}

function initialValues(prompt?: Prompt): Values {
  return {
    title: prompt?.title ?? '',
    content: prompt?.content ?? '',
    aiTool: prompt?.aiTool ?? '',
    customAiTool: prompt?.customAiTool ?? '',
    purpose: prompt?.purpose ?? '',
  };
}

/**
 * One dialog for both modes; edit mode when a prompt is passed. A new prompt starts in `where`
 * (a workspace, or the personal library).
 */
export function PromptFormDialog({
  open,
  onOpenChange,
  prompt,
  where = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prompt?: Prompt;
  where?: Place;
}) {
  // A created prompt's card takes the focus when the dialog closes (else it returns to the opener).
  const created = useRef<number | null>(null);
  const { viewer } = useViewer();
  const draftKey: DraftKey | null =
    viewer && !prompt ? { userId: viewer.id, workspace: where?.slug ?? null } : null;
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const guard = useDiscardGuard({
    active: open && dirty,
    // A new prompt's draft survives a reload; an edit would not.
    beforeUnload: !!prompt,
    description: prompt
      ? 'Your changes to this prompt have not been saved and will be lost.'
      : 'This prompt has not been saved; it and its draft will be lost.',
    onDiscard: () => {
      if (draftKey) forgetPromptDraft(draftKey.userId, draftKey.workspace);
      close();
    },
  });
  const requestClose = () => (dirty ? guard.ask() : close());
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (created.current === null) return;
          event.preventDefault();
          focusCardWhenShown(created.current);
          created.current = null;
        }}
        onEscapeKeyDown={(event) => {
          // An open list of tag suggestions takes this Escape; the next one closes the dialog.
          const target = event.target as HTMLElement | null;
          if (target?.getAttribute('role') === 'combobox' && target.ariaExpanded === 'true') {
            event.preventDefault();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{prompt ? 'Edit Prompt' : 'Create New Prompt'}</DialogTitle>
          <DialogDescription>
            Use [brackets] for the parts that change, like [topic] or [audience]; you can fill them
            in when you generate the prompt.
          </DialogDescription>
        </DialogHeader>
        {/* The content unmounts on close, so every opening starts from the prompt again. */}
        <PromptForm
          prompt={prompt}
          where={where}
          draftKey={draftKey}
          onDirtyChange={setDirty}
          onCancel={requestClose}
          onDone={(createdId) => {
            created.current = createdId ?? null;
            close();
          }}
        />
        {guard.confirmation}
      </DialogContent>
    </Dialog>
  );
}

function PromptForm({
  prompt,
  where,
  draftKey,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  prompt?: Prompt;
  where: Place;
  /** A new prompt's: its draft is restored from and kept in this browser. */
  draftKey: DraftKey | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  /** After a save; with the new prompt's id after a create. */
  onDone: (createdId?: number) => void;
}) {
  const id = useId();
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const aiTools = useQuery(trpc.options.aiTools.queryOptions());
  const purposes = useQuery(trpc.options.purposes.queryOptions());
  const myAiTools = useQuery({ ...trpc.options.myAiTools.queryOptions(), enabled: !!viewer });
  const workspaces = useQuery({ ...trpc.workspaces.mine.queryOptions(), enabled: !!viewer });
  const save = useSavePrompt();
  const [restored] = useState(() =>
    draftKey ? loadPromptDraft(draftKey.userId, draftKey.workspace) : null,
  );
  const form = useZodForm(
    promptInputSchema,
    restored ? valuesOfDraft(restored) : initialValues(prompt),
  );
  const { values, errors: invalid } = form;
  // Edit mode only: stored with the version this edit makes.
  const [note, setNote] = useState('');
  // The name apps fetch it by; a new prompt left without one is named from its title.
  const [name, setName] = useState(prompt?.name ?? '');
  const nameSent = name.trim() && name.trim() !== prompt?.name ? { name: name.trim() } : {};
  // Where the prompt lives; changing it in edit mode moves the prompt on save.
  const current: Place = prompt ? prompt.workspace : where;
  const [place, setPlace] = useState<Place>(current);
  const moving = !!prompt && (place?.slug ?? null) !== (current?.slug ?? null);
  const [visibility, setVisibility] = useState<PromptVisibility>(
    () => prompt?.visibility ?? defaultVisibilityIn(where),
  );
  // A new prompt takes the default of each place chosen until a visibility is picked.
  const [visibilityPicked, setVisibilityPicked] = useState(!!prompt);
  // Offered when a private prompt with a history is made public; off, its past stays private.
  const [publishHistory, setPublishHistory] = useState(false);
  const offerHistory =
    !!prompt && !prompt.isPublic && prompt.version > 1 && visibility === 'public';
  // Placeholder settings, kept by name while the content changes.
  const [drafts, setDrafts] = useState(() =>
    restored ? new Map(restored.settings) : draftsFromSettings(prompt?.variables),
  );
  // Tags, kept in their stored form as they are added (the chips show that form).
  const [tags, setTags] = useState<string[]>(() => restored?.tags ?? prompt?.tags ?? []);
  // The toast sits outside the modal dialog; the same message shows in the form too.
  const [problem, setProblem] = useState<string | null>(null);
  // The form's validation toast says nothing once the form is gone (cancelled, closed, saved).
  const validationToast = useRef<ReturnType<typeof toast> | null>(null);
  useEffect(() => () => validationToast.current?.dismiss(), []);
  const isOther = values.aiTool === OTHER_AI_TOOL;

  // Changed: anything differs from what the form first showed for the prompt (empty if new).
  const [pristine] = useState(() =>
    JSON.stringify([
      initialValues(prompt),
      prompt?.tags ?? [],
      [...draftsFromSettings(prompt?.variables)],
      '',
      prompt?.visibility ?? defaultVisibilityIn(where),
      current?.slug ?? null,
      false,
    ]),
  );
  const state = JSON.stringify([
    values,
    tags,
    [...drafts],
    note,
    visibility,
    place?.slug ?? null,
    publishHistory,
  ]);
  const dirty = state !== pristine;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A new prompt's draft follows every change; back to empty, there is none.
  const draftUser = draftKey?.userId;
  const draftPlace = draftKey?.workspace ?? null;
  useEffect(() => {
    if (!draftUser) return;
    if (!dirty) return forgetPromptDraft(draftUser, draftPlace);
    savePromptDraft(draftUser, draftPlace, {
      ...values,
      customAiTool: values.customAiTool ?? '',
      tags,
      settings: [...drafts],
    });
  }, [draftUser, draftPlace, dirty, values, tags, drafts]);

  function showProblem(description: string) {
    setProblem(description);
    validationToast.current?.dismiss();
    validationToast.current = toast({
      title: 'Validation Error',
      description,
      variant: 'destructive',
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema drops a custom tool name unless the tool is 'Other'.
    const input = form.validate(event.currentTarget);
    if (!input) {
      const messages = Object.values(form.errorsFor(values));
      const description = messages.includes(promptMessages.required)
        ? promptMessages.required
        : (messages[0] ?? promptMessages.required);
      showProblem(description);
      return;
    }
    const settings = checkPlaceholderSettings(drafts, input.content, event.currentTarget);
    if ('message' in settings) {
      showProblem(settings.message);
      return;
    }
    setProblem(null);
    validationToast.current?.dismiss();
    const data = { ...input, ...nameSent, visibility, variables: settings.variables, tags };
    let createdId: number | undefined;
    try {
      if (prompt) {
        // Moved first: the visibility chosen is one of the new place's.
        if (moving) await save.move.mutateAsync({ id: prompt.id, workspace: place?.slug ?? null });
        await save.update.mutateAsync({
          id: prompt.id,
          ...data,
          note,
          publishHistory: offerHistory && publishHistory,
        });
      } else {
        createdId = (await save.create.mutateAsync({ ...data, workspace: place?.slug ?? null })).id;
      }
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/api/login');
        return;
      }
      toast({
        title: prompt ? 'Failed to update prompt' : 'Failed to create prompt',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    if (draftUser) forgetPromptDraft(draftUser, draftPlace);
    toast({ title: prompt ? 'Prompt updated successfully' : 'Prompt created successfully' });
    onDone(createdId);
  }

  const customSuggestions = myAiTools.data ?? [];
  // Personal for a new prompt or its author's own; the workspaces where they are an editor;
  // and where it is now, whatever the list says.
  const places: Place[] = [
    ...(!prompt || prompt.isOwner || current === null ? [null] : []),
    ...(workspaces.data ?? [])
      .filter((workspace) => canEditPrompts(workspace.role))
      .map(({ slug, name }) => ({ slug, name })),
  ];
  if (current && !places.some((each) => each?.slug === current.slug)) places.push(current);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      aria-busy={save.isPending}
    >
      {restored && (
        <p className="rounded-md border bg-muted px-3 py-2 text-sm">
          Your unsaved draft is back. Discard it to start over.
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          Title <RequiredMark />
        </Label>
        <Input
          id={`${id}-title`}
          name="title"
          value={values.title}
          maxLength={PROMPT_TITLE_MAX}
          placeholder="e.g. Blog post outline"
          aria-required="true"
          aria-invalid={invalid.title ? true : undefined}
          onChange={(event) => form.setValue('title', event.target.value)}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={PROMPT_NAME_MAX}
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono text-sm"
          placeholder={prompt ? undefined : 'Made from the title'}
          aria-describedby={`${id}-name-help`}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={`${id}-name-help`} className="text-sm text-muted-foreground">
          Apps fetch the prompt by this name: lower-case letters, digits, hyphens and slashes.
          {prompt && ' After a change, the old name keeps working for 90 days.'}
        </p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>
          Prompt <RequiredMark />
        </Label>
        <Textarea
          id={`${id}-content`}
          name="content"
          value={values.content}
          rows={8}
          className="min-h-40 font-mono text-sm"
          placeholder="Write an outline for a blog post about [topic] for [audience]..."
          aria-required="true"
          aria-invalid={invalid.content ? true : undefined}
          onChange={(event) => form.setValue('content', event.target.value)}
        />
      </div>

      <PlaceholderSettingsEditor
        id={`${id}-settings`}
        content={values.content}
        drafts={drafts}
        onChange={setDrafts}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-tool`}>
            AI Tool <RequiredMark />
          </Label>
          <Select value={values.aiTool} onValueChange={(value) => form.setValue('aiTool', value)}>
            <SelectTrigger
              id={`${id}-tool`}
              name="aiTool"
              aria-required="true"
              aria-invalid={invalid.aiTool ? true : undefined}
            >
              <SelectValue placeholder="Select an AI tool" />
            </SelectTrigger>
            <SelectContent>
              {(aiTools.data ?? []).map((tool) => (
                <SelectItem key={tool.id} value={tool.name}>
                  {tool.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-purpose`}>
            Purpose <RequiredMark />
          </Label>
          <Select value={values.purpose} onValueChange={(value) => form.setValue('purpose', value)}>
            <SelectTrigger
              id={`${id}-purpose`}
              name="purpose"
              aria-required="true"
              aria-invalid={invalid.purpose ? true : undefined}
            >
              <SelectValue placeholder="Select a purpose" />
            </SelectTrigger>
            <SelectContent>
              {(purposes.data ?? []).map((purpose) => (
                <SelectItem key={purpose.id} value={purpose.name}>
                  {purposeLabel(purpose.name)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {isOther && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-custom`}>
            Custom AI Tool Name <RequiredMark />
          </Label>
          <Input
            id={`${id}-custom`}
            name="customAiTool"
            value={values.customAiTool ?? ''}
            maxLength={OPTION_NAME_MAX}
            placeholder="e.g. Mistral"
            list={customSuggestions.length > 0 ? `${id}-custom-list` : undefined}
            autoComplete="off"
            aria-required="true"
            aria-invalid={invalid.customAiTool ? true : undefined}
            aria-describedby={customSuggestions.length > 0 ? `${id}-custom-hint` : undefined}
            onChange={(event) => form.setValue('customAiTool', event.target.value)}
          />
          {customSuggestions.length > 0 && (
            <>
              <p id={`${id}-custom-hint`} className="text-sm text-muted-foreground">
                Suggestions show the tools you named before.
              </p>
              <datalist id={`${id}-custom-list`}>
                {customSuggestions.map((tool) => (
                  <option key={tool.id} value={tool.name} />
                ))}
              </datalist>
            </>
          )}
        </div>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>
          Tags <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <TagInput id={`${id}-tags`} tags={tags} onChange={setTags} />
      </div>

      <WhereAndVisibility
        id={id}
        places={places}
        place={place}
        onPlaceChange={(next) => {
          setPlace(next);
          setVisibility((chosen) =>
            visibilityPicked ? visibilityAfterMove(chosen, next) : defaultVisibilityIn(next),
          );
        }}
        visibility={visibility}
        onVisibilityChange={(chosen) => {
          setVisibility(chosen);
          setVisibilityPicked(true);
        }}
        moving={moving}
      />
      {offerHistory && (
        <div className="flex items-start gap-3 rounded-lg border p-4">
          <input
            id={`${id}-history`}
            type="checkbox"
            checked={publishHistory}
            onChange={(event) => setPublishHistory(event.target.checked)}
            aria-describedby={`${id}-history-hint`}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-history`} className="cursor-pointer">
              Also publish the earlier versions
            </Label>
            <p id={`${id}-history-hint`} className="text-sm text-muted-foreground">
              {publishHistory
                ? 'Everyone who can see this prompt can also read the versions saved while it was private.'
                : 'The versions saved while it was private stay visible only to you.'}
            </p>
          </div>
        </div>
      )}

      {prompt && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-note`}>
            Change note <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id={`${id}-note`}
            name="note"
            value={note}
            maxLength={VERSION_NOTE_MAX}
            placeholder="e.g. Shorter, clearer steps"
            autoComplete="off"
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="text-sm text-muted-foreground">
            Shown in the prompt's history beside this version (up to {VERSION_NOTE_MAX} characters).
          </p>
        </div>
      )}

      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {problem}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : prompt ? 'Save Changes' : 'Create Prompt'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive-text">
      *
    </span>
  );
}
