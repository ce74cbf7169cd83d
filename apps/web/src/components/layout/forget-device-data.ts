import { forgetAllPromptDrafts } from '../library/prompt-draft';
import { forgetAllRememberedValues } from '../placeholders/remembered-values';

/**
 * What this browser kept for the person signing out (or deleting their account): the generator's
 * remembered values and their unsaved prompt drafts, so the next person here sees neither.
 */
export function forgetDeviceData() {
  forgetAllRememberedValues();
  forgetAllPromptDrafts();
}
