import type { RouterOutputs } from '@promptshelf/trpc';

/** A prompt as `snippets` procedures return it (isLiked, isFavorited, author; superjson Dates). */
export type Prompt = RouterOutputs['snippets']['byId'];
