/**
 * A value loaded on first use (a module imported, a handler built) and shared by every caller
 * after it: concurrent first callers wait for the same load. A load that fails is forgotten, so
 * the next call tries again instead of serving the failure for the rest of the process's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}
