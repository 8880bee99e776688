-- The observation tables' DEFAULT partitions give way to range partitions ("spans") over the
-- time no month partition covers (docs/scaling.md, "Partitioned observations"): <table>_before
-- from MINVALUE to the first month, <table>_from_YYYY_MM from the end of a month to the next
-- month partition, or to MAXVALUE after the last one. Every instant still has exactly one
-- partition, so an insert never fails; what changes is the reading. PostgreSQL scans a range-
-- partitioned table partition after partition, stopping at a page's LIMIT (an ordered Append),
-- only when no DEFAULT partition may hold rows; with one, every keyset page merges one index scan
-- of each partition (a Merge Append): measured at 1 million citations in 27 partitions, 0.32 ms
-- against 0.12 ms a first page (docs/benchmarks.md, "Partitioned observations").
--
-- A month is created by splitting the span that holds it: the span is detached, the month and
-- the span's two remainders take its place, and its rows (rows dated where no month was, rare)
-- are copied straight into the new partitions, so the rollup triggers (on the parent) neither see
-- them leave nor arrive; the role judge's verdicts on moved mentions are set aside and put back.

-- Each partition of `parent` with its bounds (NULL for MINVALUE / MAXVALUE) and whether it is the
-- DEFAULT partition, read from the catalog's bound expression.
CREATE FUNCTION observation_partition_bounds(parent regclass)
RETURNS TABLE (name text, lo timestamptz, hi timestamptz, is_default boolean) LANGUAGE sql STABLE AS $$
  SELECT c.relname::text,
    CASE WHEN b.f IS NULL OR b.f = 'MINVALUE' THEN NULL ELSE trim(BOTH '''' FROM b.f)::timestamptz END,
    CASE WHEN b.t IS NULL OR b.t = 'MAXVALUE' THEN NULL ELSE trim(BOTH '''' FROM b.t)::timestamptz END,
    b.e = 'DEFAULT'
  FROM pg_inherits i
  JOIN pg_class c ON c.oid = i.inhrelid
  CROSS JOIN LATERAL (SELECT pg_get_expr(c.relpartbound, c.oid) AS e) x
  CROSS JOIN LATERAL (SELECT x.e, substring(x.e FROM 'FROM \((.*)\) TO') AS f, substring(x.e FROM ' TO \((.*)\)$') AS t) b
  WHERE i.inhparent = parent
$$;

-- The name of the span of `base` starting at `lo` (NULL: MINVALUE).
CREATE FUNCTION observation_span_name(base text, lo timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN lo IS NULL THEN base || '_before' ELSE base || '_from_' || to_char(lo AT TIME ZONE 'UTC', 'YYYY_MM') END
$$;

-- Creates the span [lo, hi) of `base` under `parent` (NULL bounds: MINVALUE / MAXVALUE), unless it is empty.
CREATE FUNCTION observation_span_create(parent regclass, base text, lo timestamptz, hi timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF lo IS NOT NULL AND hi IS NOT NULL AND lo >= hi THEN RETURN; END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%s) TO (%s)', observation_span_name(base, lo), parent,
    COALESCE(quote_literal(lo), 'MINVALUE'), COALESCE(quote_literal(hi), 'MAXVALUE'));
END $$;

-- Fills every stretch of time no partition of `parent` covers with a span.
CREATE FUNCTION observation_spans_fill(parent regclass, base text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  edge timestamptz;
  started boolean := false;
BEGIN
  FOR r IN SELECT lo, hi FROM observation_partition_bounds(parent) WHERE NOT is_default ORDER BY lo NULLS FIRST LOOP
    IF NOT started THEN
      IF r.lo IS NOT NULL THEN PERFORM observation_span_create(parent, base, NULL, r.lo); END IF;
      started := true;
    ELSIF edge IS NOT NULL AND r.lo > edge THEN
      PERFORM observation_span_create(parent, base, edge, r.lo);
    END IF;
    edge := r.hi;
    IF edge IS NULL THEN RETURN; END IF;
  END LOOP;
  IF NOT started THEN
    PERFORM observation_span_create(parent, base, NULL, NULL);
  ELSE
    PERFORM observation_span_create(parent, base, edge, NULL);
  END IF;
END $$;

-- Takes partition `old` (a span or the DEFAULT partition) out of `parent` before partitions are
-- created in its place: its rows wait in a temporary table, the role judge's verdicts on its
-- mentions too (PostgreSQL refuses to detach a partition whose rows are referenced), and it is
-- dropped (its indexes' names are free again). Returns whether it held rows.
CREATE FUNCTION observation_partition_take_out(parent regclass, base text, old text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  has_rows boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', old) INTO has_rows;
  IF has_rows THEN
    EXECUTE format('CREATE TEMP TABLE observation_rows_aside ON COMMIT DROP AS SELECT * FROM %I', old);
    IF base = 'mention' THEN
      CREATE TEMP TABLE observation_judgements_aside ON COMMIT DROP AS
        SELECT j.* FROM mention_judgement j JOIN observation_rows_aside m ON m.id = j.mention_id AND m.observed_at = j.mention_observed_at;
      DELETE FROM mention_judgement j USING observation_judgements_aside a
        WHERE j.mention_id = a.mention_id AND j.mention_observed_at = a.mention_observed_at;
    END IF;
  END IF;
  EXECUTE format('ALTER TABLE %s DETACH PARTITION %I', parent, old);
  EXECUTE format('DROP TABLE %I', old);
  RETURN has_rows;
END $$;

-- Ends observation_partition_take_out once the new partitions are in place: the rows set aside are
-- copied straight into the partitions that now hold their dates (so no trigger of the parent sees
-- them: the rollups counted them once already), and the verdicts put back.
CREATE FUNCTION observation_partition_put_back(parent regclass, base text, has_rows boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF NOT has_rows THEN RETURN; END IF;
  FOR r IN SELECT b.name, b.lo, b.hi FROM observation_partition_bounds(parent) b WHERE NOT b.is_default LOOP
    EXECUTE format('INSERT INTO %I SELECT * FROM observation_rows_aside WHERE observed_at >= $1 AND observed_at < $2', r.name)
      USING COALESCE(r.lo, '-infinity'), COALESCE(r.hi, 'infinity');
  END LOOP;
  DROP TABLE observation_rows_aside;
  IF base = 'mention' THEN
    INSERT INTO mention_judgement SELECT * FROM observation_judgements_aside;
    DROP TABLE observation_judgements_aside;
  END IF;
END $$;

-- Creates the partition of `base` for the UTC month holding `month` by splitting the span that
-- holds it. Idempotent and safe from several processes at once (one advisory lock serialises
-- them). Returns 'created', 'exists' or 'none' (no partitioned table).
CREATE OR REPLACE FUNCTION observation_partition_create(base text, month date) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  parent regclass := observation_partition_parent(base);
  first date := date_trunc('month', month)::date;
  part_name text := base || '_' || to_char(first, 'YYYY_MM');
  m_lo timestamptz := first::timestamp AT TIME ZONE 'UTC';
  m_hi timestamptz := (first + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  span record;
  has_rows boolean;
BEGIN
  IF parent IS NULL THEN RETURN 'none'; END IF;
  PERFORM pg_advisory_xact_lock(7351902115);
  IF to_regclass(quote_ident(part_name)) IS NOT NULL THEN RETURN 'exists'; END IF;
  SELECT b.name, b.lo, b.hi INTO span FROM observation_partition_bounds(parent) b
    WHERE NOT b.is_default AND (b.lo IS NULL OR b.lo <= m_lo) AND (b.hi IS NULL OR m_lo < b.hi);
  IF span.name IS NOT NULL THEN has_rows := observation_partition_take_out(parent, base, span.name); END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', part_name, parent, m_lo, m_hi);
  IF span.name IS NOT NULL THEN
    PERFORM observation_span_create(parent, base, span.lo, m_lo);
    PERFORM observation_span_create(parent, base, m_hi, span.hi);
    PERFORM observation_partition_put_back(parent, base, has_rows);
  END IF;
  RETURN 'created';
END $$;

-- Drops the partitions of `base` wholly before the UTC month holding `bound` (months and the
-- spans between them) and returns their names; a span then covers the time before the first
-- partition kept. An empty span alone is left in place (so a second run drops nothing). Nothing
-- else is deleted, save the role judge's verdicts on the dropped mentions (their foreign key would
-- cascade; PostgreSQL refuses to detach a partition whose rows are still referenced). The rollups
-- (answer_rollup, citation_page_daily) keep their counts: dropping fires no trigger.
CREATE OR REPLACE FUNCTION observation_partitions_drop_before(base text, bound date) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  parent regclass := observation_partition_parent(base);
  edge timestamptz := date_trunc('month', bound)::timestamp AT TIME ZONE 'UTC';
  doomed text[];
  part text;
  worth boolean := false;
  has_rows boolean;
BEGIN
  IF parent IS NULL THEN RETURN '{}'; END IF;
  PERFORM pg_advisory_xact_lock(7351902115);
  doomed := ARRAY(SELECT b.name FROM observation_partition_bounds(parent) b
    WHERE NOT b.is_default AND b.hi IS NOT NULL AND b.hi <= edge ORDER BY b.hi);
  FOREACH part IN ARRAY doomed LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', part) INTO has_rows;
    worth := worth OR has_rows OR part ~ ('^' || base || '_[0-9]{4}_[0-9]{2}$');
  END LOOP;
  IF NOT worth THEN RETURN '{}'; END IF;
  FOREACH part IN ARRAY doomed LOOP
    IF base = 'mention' THEN
      EXECUTE format('DELETE FROM mention_judgement j USING %I m WHERE j.mention_id = m.id AND j.mention_observed_at = m.observed_at', part);
    END IF;
    EXECUTE format('ALTER TABLE %s DETACH PARTITION %I', parent, part);
    EXECUTE format('DROP TABLE %I', part);
  END LOOP;
  PERFORM observation_spans_fill(parent, base);
  RETURN doomed;
END $$;

-- The DEFAULT partition of `base`, if any, replaced by spans over every stretch no month covers.
CREATE FUNCTION observation_default_retire(base text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  parent regclass := observation_partition_parent(base);
  has_rows boolean;
BEGIN
  IF parent IS NULL OR to_regclass(quote_ident(base || '_default')) IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(7351902115);
  has_rows := observation_partition_take_out(parent, base, base || '_default');
  PERFORM observation_spans_fill(parent, base);
  PERFORM observation_partition_put_back(parent, base, has_rows);
END $$;

SELECT observation_default_retire('citation');
SELECT observation_default_retire('retrieved_source');
SELECT observation_default_retire('mention');
