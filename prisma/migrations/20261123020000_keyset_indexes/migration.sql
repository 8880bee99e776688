-- "The latest completed run" orders by (run_date, id): with id in the index the lookup is one
-- index probe (backward scan, LIMIT 1) instead of sorting a project's completed runs that share
-- the newest run_date. The three-column index is a prefix of the new one, so it goes.
CREATE INDEX "audit_run_project_id_status_run_date_id_idx" ON "audit_run"("project_id", "status", "run_date", "id");
DROP INDEX "audit_run_project_id_status_run_date_idx";
