// Batched loads per GraphQL request: the keys that sibling fields ask for in the same tick (every
// item of a page) are loaded with one call, so a field of a list item costs one statement for the
// page, not one per item. Keys asked with different arguments (another `first`, another engine)
// are different batches.
import type { GraphQLContext } from './context.ts';
import { onContextReader } from './read-routing.ts';

type Waiter<V> = { resolve: (v: V | undefined) => void; reject: (e: unknown) => void };

/**
 * A loader of `load`'s values by key and arguments: one batch per request, tick and arguments
 * (`argsKey` tells equal arguments apart).
 */
export function batchLoaderWithArgs<K, V, A>(
  load: (ctx: GraphQLContext, keys: readonly K[], args: A) => Promise<Map<K, V>>,
  argsKey: (args: A) => string,
): (ctx: GraphQLContext, key: K, args: A) => Promise<V | undefined> {
  const pending = new WeakMap<GraphQLContext, Map<string, Map<K, Waiter<V>[]>>>();
  return (ctx, key, args) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batches = pending.get(ctx);
      if (!batches) pending.set(ctx, (batches = new Map<string, Map<K, Waiter<V>[]>>()));
      const group = argsKey(args);
      let batch = batches.get(group);
      if (!batch) {
        const open = new Map<K, Waiter<V>[]>();
        const of = batches;
        batch = open;
        of.set(group, open);
        // After the promise jobs of this tick: every sibling field has asked by then.
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            of.delete(group);
            // A load that throws before its promise rejects every waiter the same way.
            new Promise<Map<K, V>>((loaded) => {
              // On a replica in a query (read-routing.ts).
              loaded(onContextReader(ctx, (reader) => load(reader, [...open.keys()], args)));
            }).then(
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

/** A loader of `load`'s values by key, one batch per request and tick. */
export function batchLoader<K, V>(load: (ctx: GraphQLContext, keys: readonly K[]) => Promise<Map<K, V>>) {
  const loader = batchLoaderWithArgs<K, V, null>(
    (ctx, keys) => load(ctx, keys),
    () => '',
  );
  return (ctx: GraphQLContext, key: K): Promise<V | undefined> => loader(ctx, key, null);
}

/** A loader whose arguments are plain data: equal arguments (as JSON) share a batch. */
export function batchLoaderByArgs<K, V, A>(load: (ctx: GraphQLContext, keys: readonly K[], args: A) => Promise<Map<K, V>>) {
  return batchLoaderWithArgs(load, (args: A) => JSON.stringify(args));
}
