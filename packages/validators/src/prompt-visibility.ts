// Free of zod: the prompt cards of the first bundle name a prompt's visibility.

/**
 * Who may read a prompt: private (its author), workspace (the members of its workspace),
 * unlisted (anyone with the link; never listed) and public (listed everywhere).
 */
export const PROMPT_VISIBILITIES = ['private', 'workspace', 'unlisted', 'public'] as const;
export type PromptVisibility = (typeof PROMPT_VISIBILITIES)[number];
/** How screens and exports name each visibility. */
export const PROMPT_VISIBILITY_LABELS: Record<PromptVisibility, string> = {
  private: 'Private',
  workspace: 'Workspace',
  unlisted: 'Unlisted',
  public: 'Public',
};
