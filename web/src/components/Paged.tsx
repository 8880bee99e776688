// A keyset-paged list as a table: its loading, error and empty states, the rows loaded so far and
// "Load more" while the server has more.
import type { ReactNode } from 'react';
import { Empty, ErrorState, Loading } from './states.tsx';

export function Paged<T extends { id: string }>({
  query,
  what,
  head,
  row,
  empty,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { pages: { data: T[] }[] };
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
  what: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
  /** Said when there is no row (default: none match the filters). */
  empty?: ReactNode;
}) {
  if (query.isPending) return <Loading what={what} />;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  const items = (query.data?.pages ?? []).flatMap((p) => p.data);
  if (items.length === 0) return <Empty>{empty ?? `No ${what} match these filters.`}</Empty>;
  return (
    <>
      {/* A table wider than the column scrolls inside its own box, never the page; the box takes the
          keyboard's focus so that it can be scrolled without a mouse. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`${what} (scrolls sideways when wider than the page)`}>
        <table data-testid={`${what}-table`}>
          <thead>{head}</thead>
          <tbody>{items.map(row)}</tbody>
        </table>
      </div>
      <p className="muted">{items.length} shown</p>
      {query.hasNextPage && (
        <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
