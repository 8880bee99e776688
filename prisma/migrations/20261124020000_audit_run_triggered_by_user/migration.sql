-- Who pressed "Run audit now" in the dashboard. Removing the user keeps the run and forgets who
-- started it; the index serves that ON DELETE (and a user's runs).
ALTER TABLE "audit_run" ADD COLUMN "triggered_by_user_id" TEXT;
CREATE INDEX "audit_run_triggered_by_user_id_idx" ON "audit_run"("triggered_by_user_id");
ALTER TABLE "audit_run" ADD CONSTRAINT "audit_run_triggered_by_user_id_fkey"
  FOREIGN KEY ("triggered_by_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
