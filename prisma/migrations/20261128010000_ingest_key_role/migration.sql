-- A key that may only post access logs to its projects (issue 33, docs/crawlers.md).
ALTER TYPE "KeyRole" ADD VALUE 'INGEST';
