-- Significant change between audits (issue 24): per completed run, engine and metric, the test
-- against the previous completed run of the project, written once when the run completes.
CREATE TYPE "VisibilityMetric" AS ENUM ('mentionRate', 'citationRate', 'shareOfVoice');

CREATE TABLE "visibility_change" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "audit_run_id" TEXT NOT NULL,
    "previous_audit_run_id" TEXT NOT NULL,
    "engine" "Engine" NOT NULL,
    "metric" "VisibilityMetric" NOT NULL,
    "p_value" DOUBLE PRECISION NOT NULL,
    "adjusted_p_value" DOUBLE PRECISION NOT NULL,
    "significant" BOOLEAN NOT NULL,
    "before_value" DOUBLE PRECISION,
    "before_low" DOUBLE PRECISION,
    "before_high" DOUBLE PRECISION,
    "before_n" INTEGER NOT NULL,
    "after_value" DOUBLE PRECISION,
    "after_low" DOUBLE PRECISION,
    "after_high" DOUBLE PRECISION,
    "after_n" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visibility_change_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "visibility_change_audit_run_id_engine_metric_key" ON "visibility_change"("audit_run_id", "engine", "metric");
CREATE INDEX "visibility_change_project_id_idx" ON "visibility_change"("project_id");

ALTER TABLE "visibility_change" ADD CONSTRAINT "visibility_change_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
