-- Cited is not retrieved: a source the engine searched or listed but the answer text never cites
-- is no citation. Such sources get a table of their own; citation (and so answer_rollup, the
-- platform score, citationRate and findings) keeps only what the text cites.
CREATE TABLE "retrieved_source" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "audit_run_id" TEXT NOT NULL,
    "engine_answer_id" TEXT NOT NULL,
    "engine" "Engine" NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "url" TEXT NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "title" TEXT,
    "is_client_domain" BOOLEAN NOT NULL,
    "is_competitor_domain" BOOLEAN NOT NULL,
    "matched_entity" TEXT,

    CONSTRAINT "retrieved_source_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "retrieved_source_project_id_observed_at_id_idx" ON "retrieved_source"("project_id", "observed_at", "id");
CREATE INDEX "retrieved_source_audit_run_id_idx" ON "retrieved_source"("audit_run_id");
CREATE INDEX "retrieved_source_engine_answer_id_idx" ON "retrieved_source"("engine_answer_id");

ALTER TABLE "retrieved_source" ADD CONSTRAINT "retrieved_source_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "retrieved_source" ADD CONSTRAINT "retrieved_source_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "retrieved_source" ADD CONSTRAINT "retrieved_source_engine_answer_id_fkey" FOREIGN KEY ("engine_answer_id") REFERENCES "engine_answer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Citations extraction made from sources no part of the text cited: every attachment they had was
-- `listed`, whose confidence was 55 (a merged row keeps its highest, so 55 means listed only).
-- They move here; the citation delete trigger takes them out of answer_rollup.
INSERT INTO "retrieved_source" (id, account_id, project_id, audit_run_id, engine_answer_id, engine, observed_at, url,
  normalized_url, host, title, is_client_domain, is_competitor_domain, matched_entity)
SELECT 'rts_' || substr(id, 5), account_id, project_id, audit_run_id, engine_answer_id, engine, observed_at, url,
  normalized_url, host, title, is_client_domain, is_competitor_domain, matched_entity
FROM citation
WHERE engine_answer_id IS NOT NULL AND audit_run_id IS NOT NULL AND citation_confidence = 55;

DELETE FROM citation WHERE engine_answer_id IS NOT NULL AND audit_run_id IS NOT NULL AND citation_confidence = 55;

-- Positions are numbered among cited sources only: close the gaps the move left.
UPDATE citation c SET position = r.rn
FROM (
  SELECT id, row_number() OVER (PARTITION BY engine_answer_id ORDER BY position, id)::int AS rn
  FROM citation WHERE engine_answer_id IS NOT NULL
) r
WHERE c.id = r.id AND c.position <> r.rn;
