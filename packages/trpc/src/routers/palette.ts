import { paletteSearchSchema } from '@promptshelf/validators';
import { paletteSearch } from '../domain/palette/palette-search';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** The web app's command palette (docs/decisions/220-command-palette.md). */
export const paletteRouter = createTRPCRouter({
  search: publicProcedure
    .input(paletteSearchSchema)
    .query(({ ctx, input }) => paletteSearch(ctx, input)),
});
