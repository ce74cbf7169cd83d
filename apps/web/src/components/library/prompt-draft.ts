/**
 * The unsaved draft of a new prompt, kept in this browser's localStorage per person and place
 * (personal library or workspace), so a reload or a closed tab does not lose it. Saving or
 * discarding it forgets it; signing out forgets every draft, so the next person on a shared
 * device never sees one (docs/decisions/200-unsaved-prompts.md).
 */
import { forgetKeysWithPrefix, localStore } from '#src/lib/local-store';
import type { SettingDraft } from '../placeholders/placeholder-settings-editor';

const PREFIX = 'promptshelf.prompt-draft.';

export type PromptDraft = {
  title: string;
  content: string;
  aiTool: string;
  customAiTool: string;
  purpose: string;
  tags: string[];
  settings: [string, SettingDraft][];
};

function keyFor(userId: string, workspace: string | null): string {
  return `${PREFIX}${userId}.${workspace ?? ''}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft this person left here, if any; anything unreadable counts as none. */
export function loadPromptDraft(userId: string, workspace: string | null): PromptDraft | null {
  try {
    const raw = localStore()?.getItem(keyFor(userId, workspace));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Record<keyof PromptDraft, unknown>>;
    return {
      title: text(stored.title),
      content: text(stored.content),
      aiTool: text(stored.aiTool),
      customAiTool: text(stored.customAiTool),
      purpose: text(stored.purpose),
      tags: Array.isArray(stored.tags) ? stored.tags.filter((tag) => typeof tag === 'string') : [],
      settings: Array.isArray(stored.settings)
        ? (stored.settings as PromptDraft['settings']).filter(
            (entry) => Array.isArray(entry) && typeof entry[0] === 'string' && entry[1],
          )
        : [],
    };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or refused storage just does not. */
export function savePromptDraft(userId: string, workspace: string | null, draft: PromptDraft) {
  try {
    localStore()?.setItem(keyFor(userId, workspace), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage refused: the draft lives only in the open form.
  }
}

export function forgetPromptDraft(userId: string, workspace: string | null) {
  try {
    localStore()?.removeItem(keyFor(userId, workspace));
  } catch {
    // Nothing to forget.
  }
}

/** On sign-out: nobody's draft stays on the device. */
export function forgetAllPromptDrafts() {
  forgetKeysWithPrefix(PREFIX);
}
