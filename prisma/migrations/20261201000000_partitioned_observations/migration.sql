-- The observation tables (citation, retrieved_source, mention) become partitioned by month of
-- observed_at (docs/scaling.md, "Partitioned observations"): a month's rows in one partition, a
-- DEFAULT partition for rows of months without one (an insert never fails), whole months dropped
-- by the retention instead of deleted row by row. A partitioned table's primary key must hold the
-- partition key: (id, observed_at). mention_judgement refers to a mention by both columns.
--
-- Each table is rebuilt beside the old one as <table>_partitioned (same columns in the same order,
-- its indexes, foreign keys and partitions). An empty table (a fresh database) is swapped at once.
-- A table with rows is not rewritten here under one lock: a statement trigger mirrors every write
-- on the old table into the new one and `bin/visibility partitions move` copies the old rows in
-- resumable batches by id, then swaps in one short transaction (observation_move_swap).
-- Partition months are UTC calendar months; a partition is named <table>_YYYY_MM.

-- The partitioned table of `base`: itself once swapped, <base>_partitioned while a move is pending.
CREATE FUNCTION observation_partition_parent(base text) RETURNS regclass LANGUAGE sql STABLE AS $$
  SELECT c.oid::regclass FROM pg_class c
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'p' AND c.relname IN (base, base || '_partitioned')
$$;

-- Creates the partition of `base` for the UTC month holding `month`. Idempotent and safe from
-- several processes at once (one advisory lock serialises them). Returns 'created', 'exists',
-- 'blocked' (the DEFAULT partition holds rows of that month: PostgreSQL refuses the partition
-- then, and those rows stay where they are, read as before) or 'none' (no partitioned table).
CREATE FUNCTION observation_partition_create(base text, month date) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  parent regclass := observation_partition_parent(base);
  first date := date_trunc('month', month)::date;
  name text := base || '_' || to_char(first, 'YYYY_MM');
  lo timestamptz := first::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (first + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  blocked boolean;
BEGIN
  IF parent IS NULL THEN RETURN 'none'; END IF;
  PERFORM pg_advisory_xact_lock(7351902115);
  IF to_regclass(quote_ident(name)) IS NOT NULL THEN RETURN 'exists'; END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE observed_at >= $1 AND observed_at < $2)', base || '_default')
    INTO blocked USING lo, hi;
  IF blocked THEN RETURN 'blocked'; END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', name, parent, lo, hi);
  RETURN 'created';
END $$;

-- Drops the month partitions of `base` before the UTC month holding `bound`; returns their names.
-- Nothing else is deleted, save the role judge's verdicts on the dropped mentions (their foreign
-- key would cascade; PostgreSQL refuses to detach a partition whose rows are still referenced).
-- The rollups (answer_rollup, citation_page_daily) keep their counts: dropping fires no trigger.
CREATE FUNCTION observation_partitions_drop_before(base text, bound date) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  parent regclass := observation_partition_parent(base);
  part record;
  dropped text[] := '{}';
BEGIN
  IF parent IS NULL THEN RETURN dropped; END IF;
  PERFORM pg_advisory_xact_lock(7351902115);
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = parent AND c.relname ~ ('^' || base || '_[0-9]{4}_[0-9]{2}$')
      AND to_date(right(c.relname, 7), 'YYYY_MM') < date_trunc('month', bound)::date
    ORDER BY c.relname
  LOOP
    IF base = 'mention' THEN
      EXECUTE format('DELETE FROM mention_judgement j USING %I m WHERE j.mention_id = m.id AND j.mention_observed_at = m.observed_at', part.relname);
    END IF;
    EXECUTE format('ALTER TABLE %s DETACH PARTITION %I', parent, part.relname);
    EXECUTE format('DROP TABLE %I', part.relname);
    dropped := dropped || part.relname::text;
  END LOOP;
  RETURN dropped;
END $$;

-- Copies every write on an old (unpartitioned) table into its <table>_partitioned while a move is
-- pending. The rollup triggers stay on the old table until the swap, so nothing is counted twice.
CREATE FUNCTION observation_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('DELETE FROM %I n USING old_rows o WHERE n.id = o.id AND n.observed_at = o.observed_at', TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO %I SELECT * FROM new_rows ON CONFLICT (id, observed_at) DO NOTHING', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;

-- The next batch of an online move: up to `size` rows of the old table after the last id copied
-- (kept in service_setting, so a stopped move resumes) and up to the highest id the table held
-- when its mirror trigger was installed (every row written since is mirrored), their months'
-- partitions created first. The rows are read FOR SHARE: an update or delete of one of them waits
-- for the batch to commit, then its mirror trigger sees the copy; a row already mirrored is
-- skipped. Returns the rows read (0: every row is copied).
CREATE FUNCTION observation_move_batch(base text, size integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  target text := base || '_partitioned';
  progress text := 'observation_move:' || base;
  after text;
  upto text;
  last text;
  n integer;
  months date[];
  m date;
BEGIN
  IF to_regclass(quote_ident(target)) IS NULL THEN RETURN 0; END IF;
  -- One batch of a table at a time (two moves started at once take turns).
  PERFORM pg_advisory_xact_lock(hashtext(progress));
  after := COALESCE((SELECT value FROM service_setting WHERE key = progress), '');
  upto := (SELECT value FROM service_setting WHERE key = 'observation_move_end:' || base);
  EXECUTE format($q$SELECT max(id), count(*), array_agg(DISTINCT date_trunc('month', observed_at AT TIME ZONE 'UTC')::date)
    FROM (SELECT id, observed_at FROM %I WHERE id > $1 AND id <= $3 ORDER BY id LIMIT $2) s$q$, base)
    INTO last, n, months USING after, size, upto;
  IF last IS NULL THEN RETURN 0; END IF;
  FOREACH m IN ARRAY months LOOP PERFORM observation_partition_create(base, m); END LOOP;
  EXECUTE format('INSERT INTO %I SELECT * FROM %I WHERE id > $1 AND id <= $2 ORDER BY id FOR SHARE ON CONFLICT (id, observed_at) DO NOTHING',
    target, base) USING after, last;
  INSERT INTO service_setting (key, value) VALUES (progress, last) ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  RETURN n;
END $$;

-- Ends a move in one transaction: locks both tables, copies what the batches left, drops the old
-- table, gives the new one the old names and the old table's triggers (the rollups), and points
-- mention_judgement at it. The foreign key is added NOT VALID (no scan under the lock) and
-- validated at once when `validate`, else by the caller in its own transaction.
CREATE FUNCTION observation_move_swap(base text, validate boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target text := base || '_partitioned';
  triggers text[];
  def text;
  r record;
BEGIN
  IF to_regclass(quote_ident(target)) IS NULL THEN RETURN; END IF;
  -- mention_judgement first: its writers lock it, then (the foreign key's check) mention.
  IF base = 'mention' THEN
    LOCK TABLE mention_judgement IN ACCESS EXCLUSIVE MODE;
  END IF;
  EXECUTE format('LOCK TABLE %I, %I IN ACCESS EXCLUSIVE MODE', base, target);
  LOOP
    EXIT WHEN observation_move_batch(base, 10000) = 0;
  END LOOP;
  triggers := ARRAY(SELECT pg_get_triggerdef(t.oid) FROM pg_trigger t
    WHERE t.tgrelid = base::regclass AND NOT t.tgisinternal AND NOT starts_with(t.tgname, base || '_mirror_') ORDER BY t.tgname);
  IF base = 'mention' THEN
    ALTER TABLE mention_judgement DROP CONSTRAINT IF EXISTS mention_judgement_mention_id_fkey;
  END IF;
  EXECUTE format('DROP TABLE %I', base);
  EXECUTE format('ALTER TABLE %I RENAME TO %I', target, base);
  FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = base::regclass AND starts_with(conname, target || '_') LOOP
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', base, r.conname, base || substr(r.conname, length(target) + 1));
  END LOOP;
  FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = base::regclass AND starts_with(c.relname, target || '_') LOOP
    EXECUTE format('ALTER INDEX %I RENAME TO %I', r.relname, base || substr(r.relname, length(target) + 1));
  END LOOP;
  FOREACH def IN ARRAY triggers LOOP EXECUTE def; END LOOP;
  IF base = 'mention' THEN
    ALTER TABLE mention_judgement ADD CONSTRAINT mention_judgement_mention_id_mention_observed_at_fkey
      FOREIGN KEY (mention_id, mention_observed_at) REFERENCES mention (id, observed_at) ON UPDATE CASCADE ON DELETE CASCADE NOT VALID;
    IF validate THEN
      ALTER TABLE mention_judgement VALIDATE CONSTRAINT mention_judgement_mention_id_mention_observed_at_fkey;
    END IF;
  END IF;
  DELETE FROM service_setting WHERE key IN ('observation_move:' || base, 'observation_move_end:' || base);
END $$;

-- Builds <base>_partitioned beside `base`: its columns (LIKE keeps their order, so rows copy with
-- SELECT *), the key (id, observed_at), every index and foreign key of the old table, a DEFAULT
-- partition and the months from the last one to three ahead. Swaps at once when the old table
-- is empty; else creates the months its rows span, installs the mirror trigger and leaves the
-- rest to `partitions move`.
CREATE FUNCTION observation_move_prepare(base text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target text := base || '_partitioned';
  r record;
  has_rows boolean;
  first_at timestamptz;
  last_at timestamptz;
  month date;
BEGIN
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS) PARTITION BY RANGE (observed_at)', target, base);
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, observed_at)', target, target || '_pkey');
  FOR r IN SELECT c.relname, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = base::regclass AND NOT i.indisprimary LOOP
    IF r.def !~ '^CREATE INDEX ' THEN RAISE EXCEPTION 'unexpected index on %: %', base, r.def; END IF;
    EXECUTE regexp_replace(r.def, '^CREATE INDEX \S+ ON \S+ ',
      format('CREATE INDEX %I ON %I ', target || substr(r.relname, length(base) + 1), target));
  END LOOP;
  FOR r IN SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = base::regclass AND contype = 'f' LOOP
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I %s', target, target || substr(r.conname, length(base) + 1), r.def);
  END LOOP;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', base || '_default', target);
  FOR i IN -1..3 LOOP
    PERFORM observation_partition_create(base, (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => i))::date);
  END LOOP;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', base) INTO has_rows;
  IF has_rows THEN
    -- Every month the old rows span gets its partition now, before the mirror copies writes of
    -- them (a row of a month without one would land in the DEFAULT partition and keep the month
    -- from being created). Two index probes a project, not a scan of the table.
    EXECUTE format('SELECT min(s.lo), max(s.hi) FROM project p CROSS JOIN LATERAL (
        SELECT (SELECT min(o.observed_at) FROM %1$I o WHERE o.project_id = p.id) AS lo,
               (SELECT max(o.observed_at) FROM %1$I o WHERE o.project_id = p.id) AS hi) s', base)
      INTO first_at, last_at;
    month := date_trunc('month', first_at AT TIME ZONE 'UTC')::date;
    WHILE month <= (last_at AT TIME ZONE 'UTC')::date LOOP
      PERFORM observation_partition_create(base, month);
      month := (month + interval '1 month')::date;
    END LOOP;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_mirror(%L)',
      base || '_mirror_insert', base, target);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_mirror(%L)',
      base || '_mirror_update', base, target);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_mirror(%L)',
      base || '_mirror_delete', base, target);
    -- The last id the batches copy: a row written from here on is mirrored (CREATE TRIGGER waited
    -- for the writers in flight), so the move ends even while writes go on.
    EXECUTE format('INSERT INTO service_setting (key, value) SELECT %L, max(id) FROM %I', 'observation_move_end:' || base, base);
  ELSE
    PERFORM observation_move_swap(base, true);
  END IF;
END $$;

-- mention_judgement names its mention by (mention_id, mention_observed_at): the mention's key.
ALTER TABLE mention_judgement ADD COLUMN mention_observed_at TIMESTAMPTZ(3);
UPDATE mention_judgement j SET mention_observed_at = m.observed_at FROM mention m WHERE m.id = j.mention_id;
ALTER TABLE mention_judgement ALTER COLUMN mention_observed_at SET NOT NULL;
ALTER TABLE mention_judgement DROP CONSTRAINT mention_judgement_pkey;
ALTER TABLE mention_judgement ADD CONSTRAINT mention_judgement_pkey PRIMARY KEY (mention_id, mention_observed_at);

SELECT observation_move_prepare('citation');
SELECT observation_move_prepare('retrieved_source');
SELECT observation_move_prepare('mention');
