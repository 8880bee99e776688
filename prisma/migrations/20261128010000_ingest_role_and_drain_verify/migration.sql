-- A key that may only post access logs to its projects (issue 33, docs/crawlers.md).
ALTER TYPE "KeyRole" ADD VALUE 'INGEST';

-- The value Vercel asks a drain endpoint to echo in `x-vercel-verify` when the drain is added.
ALTER TABLE log_drain ADD COLUMN verify_token text;
