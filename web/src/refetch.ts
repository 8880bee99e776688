import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * Refetches what a write changed, so the page shows it. `invalidateQueries` alone is not enough:
 * TanStack Query cancels a fetch in flight only once its query has data, so a list whose first
 * fetch started before the write (the page had just opened) would keep that fetch's answer, read
 * before the write, and never show the new row. The fetches in flight are cancelled first; the
 * refetch then reads after the write.
 */
export async function refetchAfterWrite(queryClient: QueryClient, filters?: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
