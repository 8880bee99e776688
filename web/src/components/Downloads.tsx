// Download every row of a list (the API's exports, through the session) as CSV (with a UTF-8
// byte-order mark, for Excel) or NDJSON, with the filters the list shows. Kind and role (mentions) are not export filters: the link says so.
export function Downloads({
  slug,
  list,
  filters,
}: {
  slug: string;
  list: 'citations' | 'mentions' | 'findings' | 'crawler-pages' | 'search-queries';
  filters?: Record<string, string | undefined>;
}) {
  const given = Object.entries(filters ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  const query = new URLSearchParams(given).toString();
  // The CSV starts with a byte-order mark, so that Excel reads its UTF-8 (formula triggers are neutralised by default).
  const href = (format: 'csv' | 'ndjson') => {
    const q = new URLSearchParams(format === 'csv' ? [...given, ['bom', '1']] : given).toString();
    return `/app/api/projects/${encodeURIComponent(slug)}/${list}.${format}${q ? `?${q}` : ''}`;
  };
  return (
    <p className="downloads">
      Download all {list === 'crawler-pages' ? 'pages of the funnel' : list === 'search-queries' ? 'searches' : list}
      {list === 'findings'
        ? ' of this audit'
        : list === 'search-queries'
          ? ' of this prompt matching engine and dates'
          : filters && query
            ? ' matching engine and dates'
            : ''}
      :{' '}
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
