-- The worker process that claimed a SENDING delivery, so that a worker starting up (and the minute
-- cron) can settle the attempt of a dead worker (no live database session of that id) at once
-- instead of waiting for the delivery's lease to run out.
ALTER TABLE "webhook_delivery" ADD COLUMN "worker_id" TEXT;
