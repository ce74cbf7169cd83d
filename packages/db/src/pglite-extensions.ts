import type { Extension } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// PGlite starts by compiling and linking each extension's library (a WebAssembly side module)
// while it loads the next one, so two links can run at once. They share one table of symbols:
// one link then checks the other's symbols before they exist, fails halfway, and PGlite goes
// on without a word. The library is linked again when a query first needs it, but the shared
// symbols still point into the half-linked copy, whose function pointers were never relocated:
// trigram searches then call a wrong function, PostgreSQL traps, and PGlite (which swallows
// the trap) runs on in a broken state until a later statement spins for ever. One start in
// about six broke pg_trgm this way (decision 089).

type Module = { FS: { createPreloadedFile: (...args: unknown[]) => void } };
type Settled = (...args: unknown[]) => void;

/**
 * Links one extension library at a time: each waits until the one before it has linked (or
 * failed), in the order PGlite asks.
 */
function linkOneAtATime(module: Module): void {
  const fs = module.FS;
  const preload = fs.createPreloadedFile.bind(fs);
  let previous = Promise.resolve();
  fs.createPreloadedFile = (parent, name, data, canRead, canWrite, ...rest) => {
    const [onload, onerror, ...more] = rest as [Settled | undefined, Settled | undefined];
    previous = previous.then(
      () =>
        new Promise<void>((linked) => {
          const settle =
            (then?: Settled) =>
            (...args: unknown[]) => {
              linked();
              then?.(...args);
            };
          preload(parent, name, data, canRead, canWrite, settle(onload), settle(onerror), ...more);
        }),
    );
  };
}

/** Not an extension of PostgreSQL: a hook into PGlite's start that orders the links. */
const orderedLinking: Extension = {
  name: 'ordered-linking',
  setup: async (_pg, emscriptenOpts: { preRun?: unknown[] }) => ({
    emscriptenOpts: {
      ...emscriptenOpts,
      preRun: [...(emscriptenOpts.preRun ?? []), linkOneAtATime],
    },
  }),
};

/** The extensions our migrations use, linked safely. */
export const pgliteExtensions = { orderedLinking, btree_gin, pg_trgm };
