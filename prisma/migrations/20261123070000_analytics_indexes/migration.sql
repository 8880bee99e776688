-- The visibility aggregate read every mention and citation of its window (1M rows: seconds, and
-- no index changes a full-window read). It now reads answer_rollup: the counts it needs per
-- (project, observed instant, answer, client position), kept by triggers on mention and citation
-- so every writer (audit finalize, demo seeder, imports, cascades and SET NULLs) keeps it exact.
-- Missing ids are '' and a row that is not a client mention has client_position 0, so the key
-- is a plain primary key. Counts are added and subtracted (upserts commute, so concurrent writers
-- are safe); a row whose count falls to 0 is removed.

CREATE TABLE "answer_rollup" (
    "project_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "engine" "Engine" NOT NULL,
    "audit_run_id" TEXT NOT NULL DEFAULT '',
    "engine_answer_id" TEXT NOT NULL DEFAULT '',
    "tracked_prompt_id" TEXT NOT NULL DEFAULT '',
    "client_position" INTEGER NOT NULL DEFAULT 0,
    "rows" INTEGER NOT NULL DEFAULT 0,
    "client_mentions" INTEGER NOT NULL DEFAULT 0,
    "competitor_mentions" INTEGER NOT NULL DEFAULT 0,
    "sentiment_mentions" INTEGER NOT NULL DEFAULT 0,
    "positive_mentions" INTEGER NOT NULL DEFAULT 0,
    "negative_mentions" INTEGER NOT NULL DEFAULT 0,
    "client_citations" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "answer_rollup_pkey" PRIMARY KEY ("project_id","observed_at","engine","audit_run_id","engine_answer_id","tracked_prompt_id","client_position")
);

-- Mentions from before extraction stored positions (and the demo data): the rank of the brand's
-- first mention (time-ordered ids) in its answer, which is what the aggregate computed until now.
UPDATE mention m SET position = r.rnk
FROM (
  SELECT id, dense_rank() OVER (PARTITION BY answer_key ORDER BY brand_first) AS rnk
  FROM (
    SELECT id, answer_key, min(id) OVER (PARTITION BY answer_key, brand) AS brand_first
    FROM (
      SELECT id, CASE WHEN kind = 'CLIENT' THEN NULL ELSE normalized_name END AS brand,
        COALESCE(engine_answer_id, 'legacy:' || COALESCE(audit_run_id, '') || ':' || engine::text || ':' || COALESCE(tracked_prompt_id, '')) AS answer_key
      FROM mention WHERE position IS NULL AND kind <> 'CATEGORY'
    ) b
  ) f
) r
WHERE m.id = r.id;

-- Adds ($1 = 1) or subtracts ($1 = -1) the rows of a trigger's transition table (%I).
CREATE FUNCTION answer_rollup_mention_sql() RETURNS text LANGUAGE sql IMMUTABLE AS $f$ SELECT $q$
  INSERT INTO answer_rollup AS a (project_id, account_id, observed_at, engine, audit_run_id, engine_answer_id,
    tracked_prompt_id, client_position, rows, client_mentions, competitor_mentions, sentiment_mentions,
    positive_mentions, negative_mentions)
  SELECT project_id, min(account_id), observed_at, engine, COALESCE(audit_run_id, ''), COALESCE(engine_answer_id, ''),
    COALESCE(tracked_prompt_id, ''), CASE WHEN kind = 'CLIENT' THEN COALESCE(position, 0) ELSE 0 END,
    $1 * count(*),
    $1 * count(*) FILTER (WHERE kind = 'CLIENT'),
    $1 * count(*) FILTER (WHERE kind = 'COMPETITOR'),
    $1 * count(*) FILTER (WHERE kind = 'CLIENT' AND sentiment IS NOT NULL),
    $1 * count(*) FILTER (WHERE kind = 'CLIENT' AND sentiment = 'POSITIVE'),
    $1 * count(*) FILTER (WHERE kind = 'CLIENT' AND sentiment = 'NEGATIVE')
  FROM %I GROUP BY 1, 3, 4, 5, 6, 7, 8
  ON CONFLICT (project_id, observed_at, engine, audit_run_id, engine_answer_id, tracked_prompt_id, client_position) DO UPDATE SET
    rows = a.rows + excluded.rows,
    client_mentions = a.client_mentions + excluded.client_mentions,
    competitor_mentions = a.competitor_mentions + excluded.competitor_mentions,
    sentiment_mentions = a.sentiment_mentions + excluded.sentiment_mentions,
    positive_mentions = a.positive_mentions + excluded.positive_mentions,
    negative_mentions = a.negative_mentions + excluded.negative_mentions $q$ $f$;

CREATE FUNCTION answer_rollup_citation_sql() RETURNS text LANGUAGE sql IMMUTABLE AS $f$ SELECT $q$
  INSERT INTO answer_rollup AS a (project_id, account_id, observed_at, engine, audit_run_id, engine_answer_id,
    tracked_prompt_id, rows, client_citations)
  SELECT project_id, min(account_id), observed_at, engine, COALESCE(audit_run_id, ''), COALESCE(engine_answer_id, ''),
    COALESCE(tracked_prompt_id, ''), $1 * count(*), $1 * count(*) FILTER (WHERE is_client_domain)
  FROM %I GROUP BY 1, 3, 4, 5, 6, 7
  ON CONFLICT (project_id, observed_at, engine, audit_run_id, engine_answer_id, tracked_prompt_id, client_position) DO UPDATE SET
    rows = a.rows + excluded.rows,
    client_citations = a.client_citations + excluded.client_citations $q$ $f$;

-- The trigger of both tables: TG_ARGV[0] names the statement above to run.
CREATE FUNCTION answer_rollup_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text := CASE TG_ARGV[0] WHEN 'mention' THEN answer_rollup_mention_sql() ELSE answer_rollup_citation_sql() END;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(statement, 'old_rows') USING -1;
    EXECUTE $q$ DELETE FROM answer_rollup a USING (SELECT DISTINCT project_id, observed_at FROM old_rows) o
      WHERE a.project_id = o.project_id AND a.observed_at = o.observed_at AND a.rows = 0 $q$;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(statement, 'new_rows') USING 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER mention_rollup_insert AFTER INSERT ON mention REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_maintain('mention');
CREATE TRIGGER mention_rollup_update AFTER UPDATE ON mention REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_maintain('mention');
CREATE TRIGGER mention_rollup_delete AFTER DELETE ON mention REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_maintain('mention');
CREATE TRIGGER citation_rollup_insert AFTER INSERT ON citation REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_maintain('citation');
CREATE TRIGGER citation_rollup_update AFTER UPDATE ON citation REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_maintain('citation');
CREATE TRIGGER citation_rollup_delete AFTER DELETE ON citation REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answer_rollup_maintain('citation');

-- The rows already there.
INSERT INTO answer_rollup (project_id, account_id, observed_at, engine, audit_run_id, engine_answer_id, tracked_prompt_id,
  client_position, rows, client_mentions, competitor_mentions, sentiment_mentions, positive_mentions, negative_mentions, client_citations)
SELECT project_id, min(account_id), observed_at, engine, run, ea, prompt, client_position,
  sum(rows), sum(client_mentions), sum(competitor_mentions), sum(sentiment_mentions), sum(positive_mentions), sum(negative_mentions), sum(client_citations)
FROM (
  SELECT project_id, account_id, observed_at, engine, COALESCE(audit_run_id, '') AS run, COALESCE(engine_answer_id, '') AS ea,
    COALESCE(tracked_prompt_id, '') AS prompt, CASE WHEN kind = 'CLIENT' THEN COALESCE(position, 0) ELSE 0 END AS client_position,
    1 AS rows, (kind = 'CLIENT')::int AS client_mentions, (kind = 'COMPETITOR')::int AS competitor_mentions,
    (kind = 'CLIENT' AND sentiment IS NOT NULL)::int AS sentiment_mentions, (kind = 'CLIENT' AND sentiment = 'POSITIVE')::int AS positive_mentions,
    (kind = 'CLIENT' AND sentiment = 'NEGATIVE')::int AS negative_mentions, 0 AS client_citations
  FROM mention
  UNION ALL
  SELECT project_id, account_id, observed_at, engine, COALESCE(audit_run_id, ''), COALESCE(engine_answer_id, ''),
    COALESCE(tracked_prompt_id, ''), 0, 1, 0, 0, 0, 0, 0, is_client_domain::int
  FROM citation
) r
GROUP BY 1, 3, 4, 5, 6, 7, 8;
