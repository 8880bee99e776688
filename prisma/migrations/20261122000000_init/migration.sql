-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('FREE', 'PRO', 'AGENCY', 'ENTERPRISE');
CREATE TYPE "KeyRole" AS ENUM ('READ', 'TRIGGER');
CREATE TYPE "AuditRunStatus" AS ENUM ('RUNNING', 'COMPLETED', 'FAILED');
CREATE TYPE "AuditTrigger" AS ENUM ('API', 'CLI', 'SCHEDULE', 'DEMO');
CREATE TYPE "Engine" AS ENUM ('CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI', 'GOOGLE_AIO', 'BING_COPILOT', 'GROK');
CREATE TYPE "MentionKind" AS ENUM ('CLIENT', 'COMPETITOR', 'THIRD_PARTY', 'CATEGORY');
CREATE TYPE "MentionRole" AS ENUM ('RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN');
CREATE TYPE "Sentiment" AS ENUM ('POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED');
CREATE TYPE "Severity" AS ENUM ('CRITICAL', 'HIGH', 'MEDIUM', 'LOW');
CREATE TYPE "FindingCategory" AS ENUM ('CITABILITY', 'TECHNICAL', 'SCHEMA', 'EEAT', 'BRAND', 'PLATFORM');
CREATE TYPE "FindingStatus" AS ENUM ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'DISMISSED');

-- CreateTable
CREATE TABLE "account" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "plan" "Plan" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "workspace" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "workspace_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "project" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "plan" "Plan" NOT NULL,
    "last_audit_accepted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "project_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "competitor" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    CONSTRAINT "competitor_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "api_key" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "name" TEXT,
    "role" "KeyRole" NOT NULL,
    "prefix" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "api_key_project" (
    "api_key_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    CONSTRAINT "api_key_project_pkey" PRIMARY KEY ("api_key_id","project_id")
);

CREATE TABLE "rate_limit_window" (
    "api_key_id" TEXT NOT NULL,
    "bucket" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "rate_limit_window_pkey" PRIMARY KEY ("api_key_id","bucket")
);

CREATE TABLE "audit_run" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "status" "AuditRunStatus" NOT NULL,
    "trigger" "AuditTrigger" NOT NULL,
    "run_date" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "heartbeat_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "failure_reason" TEXT,
    "progress" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "pages_analyzed" INTEGER NOT NULL DEFAULT 0,
    "findings_count" INTEGER NOT NULL DEFAULT 0,
    "score_overall" INTEGER,
    "score_citability" INTEGER,
    "score_brand" INTEGER,
    "score_eeat" INTEGER,
    "score_technical" INTEGER,
    "score_schema" INTEGER,
    "score_platform" INTEGER,
    "delta_overall" INTEGER,
    "delta_citability" INTEGER,
    "delta_brand" INTEGER,
    "delta_eeat" INTEGER,
    "delta_technical" INTEGER,
    "delta_schema" INTEGER,
    "delta_platform" INTEGER,
    "triggered_by_key_id" TEXT,
    CONSTRAINT "audit_run_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "finding" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "audit_run_id" TEXT NOT NULL,
    "severity" "Severity" NOT NULL,
    "category" "FindingCategory" NOT NULL,
    "status" "FindingStatus" NOT NULL DEFAULT 'OPEN',
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "recommendation" TEXT,
    "affected_url" TEXT,
    "timeline" TEXT,
    "expected_impact" TEXT,
    "resolved_at" TIMESTAMPTZ(3),
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "finding_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "citation" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "audit_run_id" TEXT,
    "engine" "Engine" NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "url" TEXT NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "title" TEXT,
    "position" INTEGER NOT NULL,
    "is_client_domain" BOOLEAN NOT NULL,
    "is_competitor_domain" BOOLEAN NOT NULL,
    "citation_confidence" INTEGER NOT NULL,
    "matched_entity" TEXT,
    CONSTRAINT "citation_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "mention" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "audit_run_id" TEXT,
    "engine" "Engine" NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "name" TEXT NOT NULL,
    "normalized_name" TEXT NOT NULL,
    "kind" "MentionKind" NOT NULL,
    "role" "MentionRole" NOT NULL,
    "sentiment" "Sentiment",
    "mention_confidence" INTEGER NOT NULL,
    "context" TEXT,
    CONSTRAINT "mention_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "report" (
    "audit_run_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pdf" BYTEA,
    "pdf_rendered_at" TIMESTAMPTZ(3),
    CONSTRAINT "report_pkey" PRIMARY KEY ("audit_run_id")
);

CREATE TABLE "service_setting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "service_setting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_email_key" ON "account"("email");
CREATE UNIQUE INDEX "workspace_account_id_slug_key" ON "workspace"("account_id", "slug");
CREATE UNIQUE INDEX "project_account_id_slug_key" ON "project"("account_id", "slug");
CREATE INDEX "project_account_id_created_at_id_idx" ON "project"("account_id", "created_at", "id");
CREATE UNIQUE INDEX "competitor_project_id_domain_key" ON "competitor"("project_id", "domain");
CREATE UNIQUE INDEX "api_key_fingerprint_key" ON "api_key"("fingerprint");
CREATE INDEX "api_key_account_id_idx" ON "api_key"("account_id");
CREATE INDEX "api_key_project_project_id_idx" ON "api_key_project"("project_id");
CREATE INDEX "audit_run_project_id_run_date_id_idx" ON "audit_run"("project_id", "run_date", "id");
CREATE INDEX "audit_run_project_id_status_run_date_idx" ON "audit_run"("project_id", "status", "run_date");
CREATE INDEX "audit_run_status_heartbeat_at_idx" ON "audit_run"("status", "heartbeat_at");
CREATE INDEX "finding_audit_run_id_severity_id_idx" ON "finding"("audit_run_id", "severity", "id");
CREATE INDEX "finding_project_id_idx" ON "finding"("project_id");
CREATE INDEX "citation_project_id_observed_at_id_idx" ON "citation"("project_id", "observed_at", "id");
CREATE INDEX "citation_project_id_engine_observed_at_id_idx" ON "citation"("project_id", "engine", "observed_at", "id");
CREATE INDEX "citation_audit_run_id_idx" ON "citation"("audit_run_id");
CREATE INDEX "mention_project_id_observed_at_id_idx" ON "mention"("project_id", "observed_at", "id");
CREATE INDEX "mention_project_id_engine_observed_at_id_idx" ON "mention"("project_id", "engine", "observed_at", "id");
CREATE INDEX "mention_audit_run_id_idx" ON "mention"("audit_run_id");
CREATE INDEX "report_project_id_idx" ON "report"("project_id");

-- AddForeignKey
ALTER TABLE "workspace" ADD CONSTRAINT "workspace_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "project" ADD CONSTRAINT "project_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "project" ADD CONSTRAINT "project_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "competitor" ADD CONSTRAINT "competitor_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_key_project" ADD CONSTRAINT "api_key_project_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_key"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_key_project" ADD CONSTRAINT "api_key_project_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "audit_run" ADD CONSTRAINT "audit_run_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "finding" ADD CONSTRAINT "finding_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "finding" ADD CONSTRAINT "finding_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "citation" ADD CONSTRAINT "citation_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "citation" ADD CONSTRAINT "citation_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "mention" ADD CONSTRAINT "mention_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "mention" ADD CONSTRAINT "mention_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "report" ADD CONSTRAINT "report_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "report" ADD CONSTRAINT "report_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sort keys: newest first lists walk these indexes backwards.
-- Only one RUNNING run per project may exist: the database enforces what the trigger guarantees.
CREATE UNIQUE INDEX "audit_run_one_running_per_project" ON "audit_run"("project_id") WHERE "status" = 'RUNNING';
