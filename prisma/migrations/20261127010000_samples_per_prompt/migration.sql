-- Samples (issue 24): a project asks each engine each tracked prompt `samples_per_prompt` times
-- per audit (at most its plan's maximum, src/core/plans.ts). Each sample is an answer of its own,
-- numbered 1..n in `sample`; the number is part of the answer's key, so a retried probe job finds
-- the samples it already asked and never stores one twice. A probe keeps the count it was planned
-- with: changing the setting during a run does not change what that run asks.
ALTER TABLE "project" ADD COLUMN "samples_per_prompt" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "engine_probe" ADD COLUMN "samples_per_prompt" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "engine_answer" ADD COLUMN "sample" INTEGER NOT NULL DEFAULT 1;

DROP INDEX "engine_answer_audit_run_id_tracked_prompt_id_engine_key";
CREATE UNIQUE INDEX "engine_answer_audit_run_id_tracked_prompt_id_engine_sample_key"
  ON "engine_answer" ("audit_run_id", "tracked_prompt_id", "engine", "sample");
