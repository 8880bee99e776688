-- The searches an engine ran for an answer (its fan-out, docs/fanout.md): a JSON array of
-- {query, foundUrls} in the order the engine ran them; NULL when the provider does not expose them
-- (SerpApi's engines) and for answers stored before, [] when the engine searched nothing.
ALTER TABLE "engine_answer" ADD COLUMN "search_queries" JSONB;
