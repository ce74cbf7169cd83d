import { z } from 'zod';
import { PALETTE_RECENT_MAX } from './limits';
import { promptId, searchTermSchema } from './prompts';

export const paletteMessages = {
  recent: `recent must be a list of at most ${PALETTE_RECENT_MAX} prompt ids`,
} as const;

/**
 * The command palette's search (tRPC palette.search): the text typed, and the prompts this
 * device opened or generated lately, newest first, shown while nothing is typed.
 */
export const paletteSearchSchema = z.object({
  query: searchTermSchema,
  recent: z
    .array(promptId, { error: paletteMessages.recent })
    .max(PALETTE_RECENT_MAX, paletteMessages.recent)
    .default([]),
});

export type PaletteSearchInput = z.input<typeof paletteSearchSchema>;

/** The palette's groups, in the order it shows them. */
export const PALETTE_GROUPS = ['recent', 'mine', 'favorites', 'workspaces', 'public'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];
