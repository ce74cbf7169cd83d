import { exportSchema, importSchema } from '@promptshelf/validators';
import { exportLibrary } from '../domain/import-export/export';
import { importLibrary } from '../domain/import-export/import';
import { createTRPCRouter, protectedProcedure } from '../trpc';

/** The whole library as a file, and back (docs/decisions/130). */
export const libraryRouter = createTRPCRouter({
  /**
   * A streamed download: `body` is an async iterable of text for a server-side caller (the
   * HTTP route GET /api/export); a plain /trpc request for it is answered 415 by tRPC.
   */
  export: protectedProcedure
    .input(exportSchema)
    .query(({ ctx, input }) => exportLibrary(ctx, input)),
  import: protectedProcedure
    .input(importSchema)
    .mutation(({ ctx, input }) => importLibrary(ctx, input)),
});
