-- The site audit's outcome waits on the run until the engine probes have finished too; the run is
-- then completed from both in one transaction. A mention keeps its rank among the brands its
-- answer names, so aggregates can average positions.
ALTER TABLE audit_run ADD COLUMN site_outcome jsonb;
ALTER TABLE mention ADD COLUMN position integer;
