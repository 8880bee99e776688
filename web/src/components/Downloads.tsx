// Download every row of a list (the API's exports, through the session) as CSV or NDJSON, with the
// filters the list shows. Kind and role (mentions) are not export filters: the link says so.
export function Downloads({
  slug,
  list,
  filters,
}: {
  slug: string;
  list: 'citations' | 'mentions' | 'findings';
  filters?: Record<string, string | undefined>;
}) {
  const query = new URLSearchParams(Object.entries(filters ?? {}).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  const href = (format: 'csv' | 'ndjson') => `/app/api/projects/${encodeURIComponent(slug)}/${list}.${format}${query ? `?${query}` : ''}`;
  return (
    <p className="downloads">
      Download all {list}
      {list === 'findings' ? ' of this audit' : filters && query ? ' matching engine and dates' : ''}:{' '}
      <a href={href('csv')} download data-testid={`download-${list}-csv`}>
        CSV
      </a>{' '}
      ·{' '}
      <a href={href('ndjson')} download data-testid={`download-${list}-ndjson`}>
        NDJSON
      </a>
    </p>
  );
}
