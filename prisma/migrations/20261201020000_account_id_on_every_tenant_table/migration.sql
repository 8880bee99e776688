-- Every tenant table carries account_id (docs/scaling.md, "Beyond one primary": the column Citus
-- would distribute by). The four that had only project_id get it, filled from their project; rows of
-- a project that no longer exists (none are expected: their sources cascade) are dropped. The page
-- rollups' triggers now write it from their source rows, as crawler_page_daily's always did.
-- Filling log_line_seen rewrites it once; on a large table run this migration in a quiet hour.

ALTER TABLE citation_page_daily ADD COLUMN account_id text;
UPDATE citation_page_daily d SET account_id = p.account_id FROM project p WHERE p.id = d.project_id;
DELETE FROM citation_page_daily WHERE account_id IS NULL;
ALTER TABLE citation_page_daily ALTER COLUMN account_id SET NOT NULL;

ALTER TABLE ai_referral_page_daily ADD COLUMN account_id text;
UPDATE ai_referral_page_daily d SET account_id = p.account_id FROM project p WHERE p.id = d.project_id;
DELETE FROM ai_referral_page_daily WHERE account_id IS NULL;
ALTER TABLE ai_referral_page_daily ALTER COLUMN account_id SET NOT NULL;

ALTER TABLE crawler_unmatched_agent ADD COLUMN account_id text;
UPDATE crawler_unmatched_agent d SET account_id = p.account_id FROM project p WHERE p.id = d.project_id;
DELETE FROM crawler_unmatched_agent WHERE account_id IS NULL;
ALTER TABLE crawler_unmatched_agent ALTER COLUMN account_id SET NOT NULL;

ALTER TABLE log_line_seen ADD COLUMN account_id text;
UPDATE log_line_seen d SET account_id = p.account_id FROM project p WHERE p.id = d.project_id;
DELETE FROM log_line_seen WHERE account_id IS NULL;
ALTER TABLE log_line_seen ALTER COLUMN account_id SET NOT NULL;

CREATE OR REPLACE FUNCTION citation_page_daily_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text := $q$
    INSERT INTO citation_page_daily AS d (project_id, account_id, day, path, engine, citations)
    SELECT project_id, min(account_id), date_trunc('day', observed_at, 'UTC'), cited_page_key(normalized_url), engine, $1 * count(*)
    FROM %I WHERE is_client_domain GROUP BY 1, 3, 4, 5 ORDER BY 1, 3, 4, 5
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

CREATE OR REPLACE FUNCTION ai_referral_page_daily_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text := $q$
    INSERT INTO ai_referral_page_daily AS d (project_id, account_id, day, path, visits)
    SELECT project_id, min(account_id), date_trunc('day', hour, 'UTC'), page_key(landing_path), $1 * sum(visits)
    FROM %I GROUP BY 1, 3, 4 ORDER BY 1, 3, 4
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
