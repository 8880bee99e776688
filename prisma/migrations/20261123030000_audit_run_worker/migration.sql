-- The worker process that claimed a RUNNING run, so that a worker starting up can tell runs of a
-- dead worker (no live database session of that id) from runs still in progress elsewhere.
ALTER TABLE "audit_run" ADD COLUMN "worker_id" TEXT;
