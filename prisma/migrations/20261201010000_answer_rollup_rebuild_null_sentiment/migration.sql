-- answer_rollup_rebuild counted a client mention without a sentiment as NULL positive and negative
-- mentions (`true AND NULL` is NULL), not 0: a rollup row whose client mentions all lacked a
-- sentiment was computed as NULL, reported as wrong on every rebuild, and the rewrite then failed on
-- the column's NOT NULL. The comparisons are now null-safe; the rest of the function is unchanged
-- (20261124030000_answer_rollup_rebuild says what it does and how it locks).
CREATE OR REPLACE FUNCTION answer_rollup_rebuild(p_project text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  FOR attempt IN 1..1200 LOOP
    BEGIN
      LOCK TABLE mention, citation IN SHARE ROW EXCLUSIVE MODE NOWAIT;
      EXIT;
    EXCEPTION WHEN lock_not_available THEN
      IF attempt = 1200 THEN
        RAISE EXCEPTION 'answer_rollup_rebuild: mention and citation stayed busy for 60 s; try again' USING ERRCODE = 'lock_not_available';
      END IF;
      PERFORM pg_sleep(0.05);
    END;
  END LOOP;
  CREATE TEMP TABLE answer_rollup_expected ON COMMIT DROP AS
  SELECT project_id, min(account_id) AS account_id, observed_at, engine, run AS audit_run_id, ea AS engine_answer_id,
    prompt AS tracked_prompt_id, client_position,
    sum(rows)::int AS rows, sum(client_mentions)::int AS client_mentions, sum(competitor_mentions)::int AS competitor_mentions,
    sum(sentiment_mentions)::int AS sentiment_mentions, sum(positive_mentions)::int AS positive_mentions,
    sum(negative_mentions)::int AS negative_mentions, sum(client_citations)::int AS client_citations
  FROM (
    SELECT project_id, account_id, observed_at, engine, COALESCE(audit_run_id, '') AS run, COALESCE(engine_answer_id, '') AS ea,
      COALESCE(tracked_prompt_id, '') AS prompt, CASE WHEN kind = 'CLIENT' THEN COALESCE(position, 0) ELSE 0 END AS client_position,
      1 AS rows, (kind = 'CLIENT')::int AS client_mentions, (kind = 'COMPETITOR')::int AS competitor_mentions,
      (kind = 'CLIENT' AND sentiment IS NOT NULL)::int AS sentiment_mentions, (kind = 'CLIENT' AND sentiment IS NOT DISTINCT FROM 'POSITIVE')::int AS positive_mentions,
      (kind = 'CLIENT' AND sentiment IS NOT DISTINCT FROM 'NEGATIVE')::int AS negative_mentions, 0 AS client_citations
    FROM mention WHERE project_id = p_project
    UNION ALL
    SELECT project_id, account_id, observed_at, engine, COALESCE(audit_run_id, ''), COALESCE(engine_answer_id, ''),
      COALESCE(tracked_prompt_id, ''), 0, 1, 0, 0, 0, 0, 0, is_client_domain::int
    FROM citation WHERE project_id = p_project
  ) r
  GROUP BY 1, 3, 4, 5, 6, 7, 8;

  SELECT count(*) INTO changed
  FROM pg_temp.answer_rollup_expected e
  FULL JOIN (SELECT * FROM answer_rollup WHERE project_id = p_project) a
    ON a.project_id = e.project_id AND a.observed_at = e.observed_at AND a.engine = e.engine AND a.audit_run_id = e.audit_run_id
   AND a.engine_answer_id = e.engine_answer_id AND a.tracked_prompt_id = e.tracked_prompt_id AND a.client_position = e.client_position
  WHERE a.project_id IS NULL OR e.project_id IS NULL
     OR (a.account_id, a.rows, a.client_mentions, a.competitor_mentions, a.sentiment_mentions, a.positive_mentions, a.negative_mentions, a.client_citations)
        IS DISTINCT FROM
        (e.account_id, e.rows, e.client_mentions, e.competitor_mentions, e.sentiment_mentions, e.positive_mentions, e.negative_mentions, e.client_citations);

  IF changed > 0 THEN
    DELETE FROM answer_rollup WHERE project_id = p_project;
    INSERT INTO answer_rollup (project_id, account_id, observed_at, engine, audit_run_id, engine_answer_id, tracked_prompt_id,
      client_position, rows, client_mentions, competitor_mentions, sentiment_mentions, positive_mentions, negative_mentions, client_citations)
    SELECT * FROM pg_temp.answer_rollup_expected;
  END IF;
  DROP TABLE pg_temp.answer_rollup_expected;
  RETURN changed;
END $$;
