-- Where each mention's name stands in its engine answer's text (issue 32: the answer viewer marks
-- the client's and the competitors' names where extraction found them). A flat array of
-- start/end pairs, UTF-16 code unit offsets into engine_answer.text (JavaScript string indexes,
-- the unit of the sources' cited spans), end exclusive, one pair per occurrence in text order.
-- Rows extracted before this migration keep '{}': their positions were never recorded.
ALTER TABLE mention ADD COLUMN text_offsets integer[] NOT NULL DEFAULT '{}';
