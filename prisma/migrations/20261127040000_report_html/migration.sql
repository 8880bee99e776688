-- The HTML the report's PDF is printed from (summary, inline SVG charts), rendered with the
-- Markdown in the transaction that completes the run. Null for reports stored before it: their
-- PDF is printed from the Markdown alone.
ALTER TABLE report ADD COLUMN html text;
