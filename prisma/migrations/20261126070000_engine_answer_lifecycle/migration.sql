-- What the engine did with each answer, beside what was asked of it: the model that answered (the
-- provider's own report; providers route retired models to others silently), how the answer
-- ended (truncated answers are kept but not scored: docs/methodology.md), and how many requests
-- the provider may bill for it, those whose outcome is unknown (timed out, dropped) counted apart.
ALTER TABLE "engine_answer"
  ADD COLUMN "served_model" TEXT,
  ADD COLUMN "finish_reason" TEXT,
  ADD COLUMN "truncated" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "requests" INTEGER,
  ADD COLUMN "lost_requests" INTEGER NOT NULL DEFAULT 0;
