/**
 * Runs `work` over `items` with at most `limit` calls in flight; results keep the input order so
 * that what the crawl records does not depend on which server answered first. `shouldStart` is
 * asked before each item starts (budget, deadline); once it says no, remaining items are skipped
 * and left undefined in the result. The first error rejects the whole run (after in-flight calls settle).
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  shouldStart: () => boolean = () => true,
): Promise<Array<R | undefined>> {
  const results = new Array<R | undefined>(items.length).fill(undefined);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length && shouldStart()) {
      const index = next++;
      try {
        results[index] = await work(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
