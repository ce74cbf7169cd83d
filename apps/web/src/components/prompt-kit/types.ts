import type { RouterOutputs } from '@promptshelf/trpc';

/** A prompt as every snippet call returns it (spec §3 client shape, superjson Dates). */
export type Snippet = RouterOutputs['snippets']['byId'];
