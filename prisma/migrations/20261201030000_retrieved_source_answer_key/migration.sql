-- A retrieved source names its engine answer, run and project by one foreign key,
-- (engine_answer_id, audit_run_id, project_id) -> engine_answer (id, audit_run_id, project_id), in
-- place of three (to engine_answer, audit_run and project). The answer's own keys hold its run and
-- project, so the one check of each row says all three did, and more: the row's run and project are
-- its answer's. Deleting a project or a run deletes its answers, whose deletion cascades here as
-- the three keys did. One check a row instead of three on the largest write of a completing audit
-- (docs/benchmarks.md "Scale-out"). engine_answer gets the unique index such a key refers to.
--
-- While a move to the partitioned table is pending (20261201000000_partitioned_observations), both
-- retrieved_source and retrieved_source_partitioned take the new key; the swap renames the latter's.
-- Adding the key checks every existing row against its answer, under a lock that holds writes of
-- retrieved_source back until this migration commits.

CREATE UNIQUE INDEX engine_answer_id_audit_run_id_project_id_key ON engine_answer (id, audit_run_id, project_id);

DO $$
DECLARE
  t text;
  r record;
BEGIN
  FOREACH t IN ARRAY ARRAY['retrieved_source', 'retrieved_source_partitioned'] LOOP
    CONTINUE WHEN to_regclass(quote_ident(t)) IS NULL;
    FOR r IN SELECT c.conname FROM pg_constraint c
      WHERE c.conrelid = t::regclass AND c.contype = 'f' AND c.conparentid = 0
        AND c.confrelid IN ('project'::regclass, 'audit_run'::regclass, 'engine_answer'::regclass) LOOP
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t, r.conname);
    END LOOP;
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (engine_answer_id, audit_run_id, project_id)
      REFERENCES engine_answer (id, audit_run_id, project_id) ON UPDATE CASCADE ON DELETE CASCADE', t, t || '_engine_answer_fkey');
  END LOOP;
END $$;
