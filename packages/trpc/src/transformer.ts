import superjson from 'superjson';

type Serialized = ReturnType<typeof superjson.serialize>;
const serialized = new WeakMap<object, Serialized>();

/**
 * superjson, with the serialized form of a result object computed once: a shared read
 * (docs/decisions/080-shared-reads.md) hands the same object to every request of its second,
 * and superjson's walk of a browse page was a sixth of such a tRPC request's CPU
 * (docs/decisions/081-throughput.md). Results are never changed after they are returned.
 */
export const transformer = {
  serialize(value: unknown): Serialized {
    if (typeof value !== 'object' || value === null) return superjson.serialize(value);
    let out = serialized.get(value);
    if (out === undefined) {
      out = superjson.serialize(value);
      serialized.set(value, out);
    }
    return out;
  },
  deserialize: superjson.deserialize.bind(superjson),
};
