-- The page funnel (docs/crawlers.md) read every hourly crawler row, citation and referral row of
-- its range per request (seconds for a 50,000-page site: docs/benchmarks.md). It now reads three
-- per-page DAILY rollups for the whole UTC days inside the range, and the hourly rows (the
-- citations themselves) only for the partial days at its edges. Each rollup is keyed by the
-- page key (crawlers-report/page-key.ts: the path, one trailing slash dropped except for the root)
-- and kept by statement triggers on its source table, so every writer (the ingest's upserts, the
-- audits, the retention prune, cascades) keeps it exact, as answer_rollup is kept.

CREATE TABLE crawler_page_daily (
  project_id text NOT NULL,
  account_id text NOT NULL,
  day timestamptz(3) NOT NULL,
  path text NOT NULL,
  verified integer NOT NULL DEFAULT 0,
  other integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  answer_refused integer NOT NULL DEFAULT 0,
  last_crawl timestamptz(3),
  last_other timestamptz(3),
  CONSTRAINT crawler_page_daily_pkey PRIMARY KEY (project_id, day, path)
);

CREATE TABLE citation_page_daily (
  project_id text NOT NULL,
  day timestamptz(3) NOT NULL,
  path text NOT NULL,
  engine "Engine" NOT NULL,
  citations integer NOT NULL DEFAULT 0,
  CONSTRAINT citation_page_daily_pkey PRIMARY KEY (project_id, day, path, engine)
);

CREATE TABLE ai_referral_page_daily (
  project_id text NOT NULL,
  day timestamptz(3) NOT NULL,
  path text NOT NULL,
  visits integer NOT NULL DEFAULT 0,
  CONSTRAINT ai_referral_page_daily_pkey PRIMARY KEY (project_id, day, path)
);

-- The page key of a path (crawlers-report/page-key.ts pageKeySql) and of a citation's normalized URL (citedPageKeySql).
CREATE FUNCTION page_key(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT CASE WHEN length(p) > 1 AND right(p, 1) = '/' THEN left(p, -1) ELSE p END $$;
CREATE FUNCTION cited_page_key(u text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT page_key(split_part(substr(u, 8 + strpos(substr(u, 9), '/')), '?', 1)) $$;

-- Hits: inserted rows add their sums; updated rows (the ingest's upsert only adds hits to a row of
-- the same key) add their difference; the last crawl only moves later. Deleted rows (the
-- retention prune, a cascade) recompute the days they touched from what is left of the hourly rows.
CREATE FUNCTION crawler_page_daily_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM crawler_page_daily d
      USING (SELECT DISTINCT project_id, date_trunc('day', hour, 'UTC') AS day, page_key(path) AS path FROM old_rows) t
      WHERE d.project_id = t.project_id AND d.day = t.day AND d.path = t.path;
    INSERT INTO crawler_page_daily (project_id, account_id, day, path, verified, other, refused, answer_refused, last_crawl, last_other)
    SELECT h.project_id, min(h.account_id), t.day, t.path,
      COALESCE(sum(h.hits) FILTER (WHERE h.verification = 'VERIFIED'), 0),
      COALESCE(sum(h.hits) FILTER (WHERE h.verification <> 'VERIFIED'), 0),
      COALESCE(sum(h.hits) FILTER (WHERE h.verification = 'VERIFIED' AND h.status >= 400), 0),
      COALESCE(sum(h.hits) FILTER (WHERE h.verification = 'VERIFIED' AND h.status >= 400 AND h.bot_class IN ('SEARCH_INDEX', 'USER_FETCH')), 0),
      max(h.hour) FILTER (WHERE h.verification = 'VERIFIED'), max(h.hour) FILTER (WHERE h.verification <> 'VERIFIED')
    FROM (SELECT DISTINCT project_id, date_trunc('day', hour, 'UTC') AS day, page_key(path) AS path FROM old_rows) t
    JOIN crawler_hit_hourly h ON h.project_id = t.project_id AND h.path IN (t.path, t.path || '/') AND page_key(h.path) = t.path
      AND h.hour >= t.day AND h.hour < t.day + interval '1 day'
    GROUP BY h.project_id, t.day, t.path
    ORDER BY 1, 3, 4;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
  INSERT INTO crawler_page_daily AS d (project_id, account_id, day, path, verified, other, refused, answer_refused, last_crawl, last_other)
  SELECT project_id, min(account_id), date_trunc('day', hour, 'UTC'), page_key(path),
    COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED'), 0),
    COALESCE(sum(hits) FILTER (WHERE verification <> 'VERIFIED'), 0),
    COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400), 0),
    COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400 AND bot_class IN ('SEARCH_INDEX', 'USER_FETCH')), 0),
    max(hour) FILTER (WHERE verification = 'VERIFIED' AND newer), max(hour) FILTER (WHERE verification <> 'VERIFIED' AND newer)
  FROM (
    SELECT project_id, account_id, hour, path, verification, status, bot_class, hits, true AS newer FROM new_rows
    %s
  ) r
  GROUP BY 1, 3, 4 ORDER BY 1, 3, 4
  ON CONFLICT (project_id, day, path) DO UPDATE SET
    verified = d.verified + excluded.verified, other = d.other + excluded.other,
    refused = d.refused + excluded.refused, answer_refused = d.answer_refused + excluded.answer_refused,
    last_crawl = greatest(d.last_crawl, excluded.last_crawl), last_other = greatest(d.last_other, excluded.last_other) $q$,
    CASE WHEN TG_OP = 'UPDATE' THEN
      'UNION ALL SELECT project_id, account_id, hour, path, verification, status, bot_class, -hits, false FROM old_rows' ELSE '' END);
  RETURN NULL;
END $$;

CREATE TRIGGER crawler_page_daily_insert AFTER INSERT ON crawler_hit_hourly REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crawler_page_daily_maintain();
CREATE TRIGGER crawler_page_daily_update AFTER UPDATE ON crawler_hit_hourly REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crawler_page_daily_maintain();
CREATE TRIGGER crawler_page_daily_delete AFTER DELETE ON crawler_hit_hourly REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crawler_page_daily_maintain();

-- Citations of the client's domain and referral visits: counts only, so every change adds its
-- rows ($1 = 1) or subtracts them ($1 = -1); a row whose count falls to 0 is removed.
CREATE FUNCTION citation_page_daily_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text := $q$
    INSERT INTO citation_page_daily AS d (project_id, day, path, engine, citations)
    SELECT project_id, date_trunc('day', observed_at, 'UTC'), cited_page_key(normalized_url), engine, $1 * count(*)
    FROM %I WHERE is_client_domain GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (project_id, day, path, engine) DO UPDATE SET citations = d.citations + excluded.citations $q$;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(statement, 'old_rows') USING -1;
    DELETE FROM citation_page_daily d
      USING (SELECT DISTINCT project_id, date_trunc('day', observed_at, 'UTC') AS day FROM old_rows WHERE is_client_domain) o
      WHERE d.project_id = o.project_id AND d.day = o.day AND d.citations = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(statement, 'new_rows') USING 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER citation_page_daily_insert AFTER INSERT ON citation REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION citation_page_daily_maintain();
CREATE TRIGGER citation_page_daily_update AFTER UPDATE ON citation REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION citation_page_daily_maintain();
CREATE TRIGGER citation_page_daily_delete AFTER DELETE ON citation REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION citation_page_daily_maintain();

CREATE FUNCTION ai_referral_page_daily_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text := $q$
    INSERT INTO ai_referral_page_daily AS d (project_id, day, path, visits)
    SELECT project_id, date_trunc('day', hour, 'UTC'), page_key(landing_path), $1 * sum(visits)
    FROM %I GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (project_id, day, path) DO UPDATE SET visits = d.visits + excluded.visits $q$;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(statement, 'old_rows') USING -1;
    DELETE FROM ai_referral_page_daily d
      USING (SELECT DISTINCT project_id, date_trunc('day', hour, 'UTC') AS day FROM old_rows) o
      WHERE d.project_id = o.project_id AND d.day = o.day AND d.visits = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(statement, 'new_rows') USING 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ai_referral_page_daily_insert AFTER INSERT ON ai_referral_hourly REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ai_referral_page_daily_maintain();
CREATE TRIGGER ai_referral_page_daily_update AFTER UPDATE ON ai_referral_hourly REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ai_referral_page_daily_maintain();
CREATE TRIGGER ai_referral_page_daily_delete AFTER DELETE ON ai_referral_hourly REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ai_referral_page_daily_maintain();

-- The rows already there.
INSERT INTO crawler_page_daily (project_id, account_id, day, path, verified, other, refused, answer_refused, last_crawl, last_other)
SELECT project_id, min(account_id), date_trunc('day', hour, 'UTC'), page_key(path),
  COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED'), 0),
  COALESCE(sum(hits) FILTER (WHERE verification <> 'VERIFIED'), 0),
  COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400), 0),
  COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400 AND bot_class IN ('SEARCH_INDEX', 'USER_FETCH')), 0),
  max(hour) FILTER (WHERE verification = 'VERIFIED'), max(hour) FILTER (WHERE verification <> 'VERIFIED')
FROM crawler_hit_hourly GROUP BY 1, 3, 4;
INSERT INTO citation_page_daily (project_id, day, path, engine, citations)
SELECT project_id, date_trunc('day', observed_at, 'UTC'), cited_page_key(normalized_url), engine, count(*)
FROM citation WHERE is_client_domain GROUP BY 1, 2, 3, 4;
INSERT INTO ai_referral_page_daily (project_id, day, path, visits)
SELECT project_id, date_trunc('day', hour, 'UTC'), page_key(landing_path), sum(visits)
FROM ai_referral_hourly GROUP BY 1, 2, 3;
