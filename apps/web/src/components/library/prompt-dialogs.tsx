import { lazy, useState } from 'react';

import { MountWhenOpened } from '#src/lib/mount-when-opened';
import type { Prompt } from '../prompt-kit/types';
import type { Place } from './where-and-visibility';

// The form (with zod and the Radix select) and the confirmation load when first opened.
const PromptFormDialog = lazy(() =>
  import('./prompt-form-dialog').then((module) => ({
    default: module.PromptFormDialog,
  })),
);
const DeletePromptDialog = lazy(() =>
  import('./delete-prompt-dialog').then((module) => ({
    default: module.DeletePromptDialog,
  })),
);

type FormState = { open: false } | { open: true; prompt?: Prompt };

/**
 * A library's create/edit and delete dialogs: `openCreate`, `openEdit` and `openDelete` open
 * them, `dialogs` renders them. A new prompt starts in `where` (a workspace, or the personal
 * library).
 */
export function usePromptDialogs(where: Place = null) {
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const dialogs = (
    <>
      <MountWhenOpened open={form.open}>
        <PromptFormDialog
          open={form.open}
          prompt={form.open ? form.prompt : undefined}
          where={where}
          onOpenChange={(open) => {
            if (!open) setForm({ open: false });
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={deleting !== null}>
        <DeletePromptDialog
          prompt={deleting}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      </MountWhenOpened>
    </>
  );
  return {
    openCreate: () => setForm({ open: true }),
    openEdit: (prompt: Prompt) => setForm({ open: true, prompt }),
    openDelete: setDeleting,
    dialogs,
  };
}
