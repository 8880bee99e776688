-- The robots.txt a site audit fetched (issue 33, docs/crawlers.md "robots.txt in the funnel"): its
-- final URL, status, content type and text cut to the 500 KiB that RFC 9309 parsers read, so the
-- page funnel can tell which AI bots the site's robots.txt refuses on each page. One row per run
-- (a run without a robots.txt fetch has none); a project keeps the rows of its latest completed
-- run and of runs still going (older ones are deleted when a newer run stores its own).
CREATE TABLE "audit_robots_txt" (
    "audit_run_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "content_type" TEXT,
    "error" TEXT,
    "body" TEXT NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_robots_txt_pkey" PRIMARY KEY ("audit_run_id")
);

CREATE INDEX "audit_robots_txt_project_id_idx" ON "audit_robots_txt"("project_id");

ALTER TABLE "audit_robots_txt" ADD CONSTRAINT "audit_robots_txt_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
