import { exportSchema, importSchema } from '@promptshelf/validators';
import { exportLibrary } from '../domain/import-export/export';
import { importLibrary } from '../domain/import-export/import';
import { createTRPCRouter, protectedProcedure } from '../trpc';

/** The whole library as a file, and back (issue 18, docs/decisions/130). */
export const libraryRouter = createTRPCRouter({
  /**
   * A streamed download: `body` is an async iterable of text, which only a server-side caller
   * (the HTTP route GET /api/export) can use; a /trpc client gets nothing useful from it.
   */
  export: protectedProcedure
    .input(exportSchema)
    .query(({ ctx, input }) => exportLibrary(ctx, input.format)),
  import: protectedProcedure
    .input(importSchema)
    .mutation(({ ctx, input }) => importLibrary(ctx, input)),
});
