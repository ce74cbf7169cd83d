import { Button, FormField } from '@promptshelf/ui';
import {
  createWorkspaceSchema,
  WORKSPACE_NAME_MAX,
  WORKSPACE_SLUG_MAX,
  workspaceMessages,
  type CreateWorkspaceInput,
} from '@promptshelf/validators';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { fieldErrorsOf, focusFirstInvalid, useZodForm } from '#src/lib/form';
import { errorIssues, errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';

/**
 * A workspace's name and slug, for a new workspace and for renaming one. The server's refusals
 * show at their field ('slug taken' included); anything else above the button.
 */
export function NameSlugForm({
  initial = { name: '', slug: '' },
  slugHint,
  submitLabel,
  pendingLabel,
  onSubmit,
  footer = (button) => button,
}: {
  initial?: { name: string; slug: string };
  slugHint: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: CreateWorkspaceInput) => Promise<void>;
  /** Wraps the submit button (a dialog puts it in its footer). */
  footer?: (button: ReactNode) => ReactNode;
}) {
  const id = useId();
  const form = useZodForm(createWorkspaceSchema, initial);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const input = form.validate(element);
    if (!input) return;
    setFormError(undefined);
    setPending(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      const fields = fieldErrorsOf<'name' | 'slug'>(errorIssues(error));
      const message = errorMessage(error);
      if (message === workspaceMessages.slugTaken) fields.slug = message;
      if (fields.name || fields.slug) {
        form.setErrors(fields);
        // After React has shown the messages, so the field is marked invalid when it gets focus.
        requestAnimationFrame(() => focusFirstInvalid(element, fields));
      } else {
        setFormError(message ?? 'Something went wrong. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <FormField
        id={`${id}-name`}
        label="Name"
        required
        aria-required="true"
        maxLength={WORKSPACE_NAME_MAX}
        autoComplete="off"
        {...form.field('name')}
      />
      <FormField
        id={`${id}-slug`}
        label="Slug"
        maxLength={WORKSPACE_SLUG_MAX}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={slugHint}
        {...form.field('slug')}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {formError}
        </p>
      )}
      {footer(
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>,
      )}
    </form>
  );
}

/** The slug rule, as the server states it. */
export const SLUG_RULE = `${workspaceMessages.slugInvalid}.`;
