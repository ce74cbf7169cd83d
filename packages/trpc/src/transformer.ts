import { shared } from '@promptshelf/db';
import superjson from 'superjson';

type Serialized = ReturnType<typeof superjson.serialize>;
const serialized = new WeakMap<object, Serialized>();

/**
 * superjson, with the serialized form of a result object computed once: a shared read
 * (docs/decisions/080-shared-reads.md) hands the same object to every request of its second,
 * and superjson's walk of a browse page was a sixth of such a tRPC request's CPU
 * (docs/decisions/081-throughput.md). Kept beside the result object, not in a bounded cache:
 * it goes when the result goes, and a result never changes after it is returned (a shared one
 * is frozen outside production, docs/caching.md); the serialized form is shared as well.
 */
export const transformer = {
  serialize(value: unknown): Serialized {
    if (typeof value !== 'object' || value === null) return superjson.serialize(value);
    let out = serialized.get(value);
    if (out === undefined) {
      out = shared(superjson.serialize(value));
      serialized.set(value, out);
    }
    return out;
  },
  deserialize: superjson.deserialize.bind(superjson),
};
