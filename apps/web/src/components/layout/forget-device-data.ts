import { forgetAllPromptDrafts } from '../library/prompt-draft';
import { forgetRecentPrompts } from '../palette/recent-prompts';
import { forgetAllRememberedValues } from '../placeholders/remembered-values';

/**
 * What this browser kept for the person signing out (or deleting their account): the generator's
 * remembered values, their unsaved prompt drafts and the palette's recent prompts, so the next
 * person here sees none of them.
 */
export function forgetDeviceData() {
  forgetAllRememberedValues();
  forgetAllPromptDrafts();
  forgetRecentPrompts();
}
