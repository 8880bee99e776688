import type pg from 'pg';

/**
 * Bulk rows for benchmarks and plan tests, written by Postgres itself (generate_series): a
 * million citations take seconds, not the minutes of row-by-row inserts. Three rows share each
 * second of observed_at, so the id tie-breaker of the keyset is exercised.
 */
export interface ObservationSeed {
  accountId: string;
  projectId: string;
  count: number;
  /** Distinguishes the ids of several seeds in one database. */
  idPrefix: string;
  /** observed_at of the oldest row; one second per three rows after it. */
  start?: Date;
}

const engines = `(enum_range(NULL::"Engine"))[1 + (g % 7)]`;

/** The month partitions the seed's rows fall in, so they do not all land in the spans around the months. */
async function partitionMonths(client: pg.ClientBase, table: string, s: ObservationSeed): Promise<void> {
  await client.query(
    `SELECT observation_partition_create($1, m::date)
     FROM generate_series(date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC'),
       $2::timestamptz AT TIME ZONE 'UTC' + ($3::int / 3) * interval '1 second', interval '1 month') m`,
    [table, (s.start ?? new Date('2025-01-01T00:00:00Z')).toISOString(), s.count],
  );
}

export async function seedCitations(client: pg.ClientBase, s: ObservationSeed): Promise<void> {
  await partitionMonths(client, 'citation', s);
  await client.query(
    `INSERT INTO citation (id, account_id, project_id, engine, observed_at, url, normalized_url, host, title, position,
       is_client_domain, is_competitor_domain, citation_confidence, matched_entity)
     SELECT $1 || lpad(g::text, 10, '0'), $2, $3, ${engines}, $4::timestamptz + (g / 3) * interval '1 second',
       'https://site' || (g % 997) || '.example/articles/' || g || '?utm_source=openai',
       'https://site' || (g % 997) || '.example/articles/' || g, 'site' || (g % 997) || '.example',
       'Article ' || g || ' about the topic', 1 + g % 10, g % 13 = 0, g % 17 = 0, 50 + g % 50,
       CASE WHEN g % 13 = 0 THEN 'Brand' END
     FROM generate_series(1, $5::int) g`,
    [`${s.idPrefix}_`, s.accountId, s.projectId, (s.start ?? new Date('2025-01-01T00:00:00Z')).toISOString(), s.count],
  );
}

export async function seedMentions(client: pg.ClientBase, s: ObservationSeed): Promise<void> {
  await partitionMonths(client, 'mention', s);
  await client.query(
    `INSERT INTO mention (id, account_id, project_id, engine, observed_at, name, normalized_name, kind, role, sentiment,
       mention_confidence, context)
     SELECT $1 || lpad(g::text, 10, '0'), $2, $3, ${engines}, $4::timestamptz + (g / 3) * interval '1 second',
       'Brand ' || (g % 101), 'brand ' || (g % 101), (enum_range(NULL::"MentionKind"))[1 + g % 4],
       (enum_range(NULL::"MentionRole"))[1 + g % 6], (enum_range(NULL::"Sentiment"))[1 + g % 4],
       40 + g % 60, 'In answer ' || g || ' the brand is listed among the options.'
     FROM generate_series(1, $5::int) g`,
    [`${s.idPrefix}_`, s.accountId, s.projectId, (s.start ?? new Date('2025-01-01T00:00:00Z')).toISOString(), s.count],
  );
}
