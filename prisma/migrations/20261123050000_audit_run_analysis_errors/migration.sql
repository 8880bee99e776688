-- Analysis errors of a completed run: rubric checks that crashed and pages whose extraction
-- crashed ([{ "checkId": text|null, "url": text|null, "message": text }], docs/methodology.md).
-- Empty on a sound run; a non-empty list means some scores may be null because of our defect.
ALTER TABLE "audit_run" ADD COLUMN "analysis_errors" JSONB NOT NULL DEFAULT '[]';
