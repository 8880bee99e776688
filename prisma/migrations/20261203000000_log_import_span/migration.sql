-- The time span of the log lines an import read (docs/crawlers.md, "What the logs cover"): the
-- earliest and latest request time of the lines it parsed, AI or not (the site's other traffic
-- is what shows the logs cover a period). The page funnel says its crawl-side figures only for a
-- range some import's span overlaps. Imports recorded before this migration keep NULL: what
-- their lines covered is not known, and they cover nothing for the funnel.
ALTER TABLE "log_import" ADD COLUMN "first_line_at" TIMESTAMPTZ(3), ADD COLUMN "last_line_at" TIMESTAMPTZ(3);
-- The funnel reads the spans of a project that end in or after its range.
CREATE INDEX log_import_project_id_last_line_at_idx ON log_import (project_id, last_line_at);
