import type { RouterOutputs } from '@promptshelf/trpc';

/** A prompt as every snippet call returns it (isLiked, isFavorited, author; superjson Dates). */
export type Snippet = RouterOutputs['snippets']['byId'];
