import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  Textarea,
  toast,
} from '@promptshelf/ui';
import { PROMPT_TITLE_MAX, SUGGESTION_NOTE_MAX } from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import { TagInput } from '../library/tag-input';
import {
  checkPlaceholderSettings,
  draftsFromSettings,
  PlaceholderSettingsEditor,
} from '../placeholders/placeholder-settings-editor';
import type { Prompt } from '../prompt-kit/types';
import { useSuggestionMutations } from './use-suggestions';

/**
 * A member proposes the prompt's title, content, placeholder settings and tags as they would
 * have them, and says why. The settings are edited as in the prompt form; only those of the
 * placeholders the new text uses are sent.
 */
export function SuggestEditDialog({
  prompt,
  open,
  onOpenChange,
}: {
  prompt: Prompt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Suggest an edit</DialogTitle>
          <DialogDescription>
            Change what you would improve. The author sees your changes beside the prompt and
            decides.
          </DialogDescription>
        </DialogHeader>
        {open && <SuggestEditForm prompt={prompt} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SuggestEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(prompt.title);
  const [content, setContent] = useState(prompt.content);
  const [tags, setTags] = useState(prompt.tags);
  // Placeholder settings, kept by name while the content changes.
  const [drafts, setDrafts] = useState(() => draftsFromSettings(prompt.variables));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { create } = useSuggestionMutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const settings = checkPlaceholderSettings(drafts, content, event.currentTarget);
    if ('message' in settings) {
      setProblem(settings.message);
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync({
        id: prompt.id,
        title,
        content,
        tags,
        variables: settings.variables,
        note,
      });
    } catch (error) {
      setProblem(errorMessage(error) ?? 'Your suggestion could not be sent.');
      return;
    }
    toast({ title: 'Suggestion sent' });
    onDone();
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormField
        id={`${id}-title`}
        label="Title"
        value={title}
        required
        maxLength={PROMPT_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>Prompt</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          rows={8}
          required
          className="min-h-40 font-mono text-sm"
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <PlaceholderSettingsEditor
        id={`${id}-settings`}
        content={content}
        drafts={drafts}
        onChange={setDrafts}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <TagInput id={`${id}-tags`} tags={tags} onChange={setTags} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>What does it change, and why?</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          required
          maxLength={SUGGESTION_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive wrap-anywhere">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending...' : 'Send suggestion'}
        </Button>
      </DialogFooter>
    </form>
  );
}
