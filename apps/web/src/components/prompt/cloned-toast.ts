/** What a finished clone says: on the prompt page, and after a visitor's sign-in (pending-action.ts). */
export const CLONED_TOAST = {
  title: 'Snippet Cloned!',
  description: 'The copy is in your prompts, private until you share it.',
};
