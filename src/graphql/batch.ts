// Batched loads per GraphQL request: the keys that sibling fields ask for in the same tick (every
// item of a page) are loaded with one call, so a field of a list item costs one statement for the
// page, not one per item.
import type { GraphQLContext } from './context.ts';

type Load<K, V> = (ctx: GraphQLContext, keys: readonly K[]) => Promise<Map<K, V>>;

/** A loader of `load`'s values by key, one batch per request and tick. */
export function batchLoader<K, V>(load: Load<K, V>): (ctx: GraphQLContext, key: K) => Promise<V | undefined> {
  const pending = new WeakMap<GraphQLContext, Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>>();
  return (ctx, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = pending.get(ctx);
      if (!batch) {
        const open = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
        batch = open;
        pending.set(ctx, open);
        // After the promise jobs of this tick: every sibling field has asked by then.
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            pending.delete(ctx);
            load(ctx, [...open.keys()]).then(
              (values) => {
                for (const [k, waiters] of open) for (const w of waiters) w.resolve(values.get(k));
              },
              (e: unknown) => {
                for (const waiters of open.values()) for (const w of waiters) w.reject(e);
              },
            );
          }),
        );
      }
      const waiters = batch.get(key) ?? [];
      waiters.push({ resolve, reject });
      batch.set(key, waiters);
    });
}
