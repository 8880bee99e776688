-- The optional language-model judge of roles and sentiment (docs/methodology.md, "The role judge"):
-- a project's switch, one call row per (answer, model) that is also the cache and the call's
-- ledger record, and the judge's verdict per mention beside the lexicon's (never over it).
ALTER TABLE "project" ADD COLUMN "judge_roles" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "RoleJudgeCallStatus" AS ENUM ('RESERVED', 'JUDGED', 'CACHED', 'FALLBACK');
CREATE TYPE "MentionJudgementStatus" AS ENUM ('JUDGED', 'FALLBACK');

CREATE TABLE "role_judge_call" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "audit_run_id" TEXT NOT NULL,
    "engine_answer_id" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "served_model" TEXT,
    "content_hash" TEXT NOT NULL,
    "status" "RoleJudgeCallStatus" NOT NULL,
    "failure_code" TEXT,
    "verdicts" JSONB,
    "reserved_micros" BIGINT NOT NULL DEFAULT 0,
    "cost_micros" BIGINT NOT NULL DEFAULT 0,
    "overrun_micros" BIGINT NOT NULL DEFAULT 0,
    "input_tokens" INTEGER,
    "output_tokens" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    CONSTRAINT "role_judge_call_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "role_judge_call_engine_answer_id_model_key" ON "role_judge_call"("engine_answer_id", "model");
CREATE INDEX "role_judge_call_account_id_content_hash_model_idx" ON "role_judge_call"("account_id", "content_hash", "model");
CREATE INDEX "role_judge_call_audit_run_id_idx" ON "role_judge_call"("audit_run_id");
ALTER TABLE "role_judge_call" ADD CONSTRAINT "role_judge_call_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "role_judge_call" ADD CONSTRAINT "role_judge_call_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "role_judge_call" ADD CONSTRAINT "role_judge_call_engine_answer_id_fkey" FOREIGN KEY ("engine_answer_id") REFERENCES "engine_answer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "mention_judgement" (
    "mention_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "call_id" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "status" "MentionJudgementStatus" NOT NULL,
    "role" "MentionRole",
    "sentiment" "Sentiment",
    "evidence" TEXT,
    "language" TEXT,
    "failure_code" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "mention_judgement_pkey" PRIMARY KEY ("mention_id")
);
CREATE INDEX "mention_judgement_call_id_idx" ON "mention_judgement"("call_id");
ALTER TABLE "mention_judgement" ADD CONSTRAINT "mention_judgement_mention_id_fkey" FOREIGN KEY ("mention_id") REFERENCES "mention"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "mention_judgement" ADD CONSTRAINT "mention_judgement_call_id_fkey" FOREIGN KEY ("call_id") REFERENCES "role_judge_call"("id") ON DELETE CASCADE ON UPDATE CASCADE;
