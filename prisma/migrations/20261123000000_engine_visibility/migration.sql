-- What a project tracks in AI engines (brand aliases, engines, prompts, competitor aliases),
-- what the engines answered (kept raw so it can be reprocessed), each engine's probe of a run,
-- and the monthly engine budget ledger.

ALTER TABLE project
  ADD COLUMN brand_aliases text[] NOT NULL DEFAULT '{}',
  ADD COLUMN engines "Engine"[] NOT NULL DEFAULT '{}',
  ADD COLUMN audit_every_days integer;

ALTER TABLE competitor
  ADD COLUMN aliases text[] NOT NULL DEFAULT '{}',
  ADD COLUMN created_at timestamptz(3) NOT NULL DEFAULT now();
CREATE INDEX competitor_project_id_created_at_id_idx ON competitor (project_id, created_at, id);

ALTER TABLE audit_run
  ADD COLUMN failure_code text;

CREATE TABLE tracked_prompt (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  text text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  country text,
  language text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tracked_prompt_project_id_text_key ON tracked_prompt (project_id, text);
CREATE INDEX tracked_prompt_project_id_created_at_id_idx ON tracked_prompt (project_id, created_at, id);

CREATE TYPE "EngineProbeStatus" AS ENUM ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'SKIPPED');

CREATE TABLE engine_probe (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  audit_run_id text NOT NULL REFERENCES audit_run(id) ON DELETE CASCADE ON UPDATE CASCADE,
  engine "Engine" NOT NULL,
  status "EngineProbeStatus" NOT NULL DEFAULT 'PENDING',
  model text,
  prompts_total integer NOT NULL DEFAULT 0,
  prompts_answered integer NOT NULL DEFAULT 0,
  prompts_failed integer NOT NULL DEFAULT 0,
  cost_micros bigint NOT NULL DEFAULT 0,
  failure_code text,
  failure_message text,
  started_at timestamptz(3),
  finished_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX engine_probe_audit_run_id_engine_key ON engine_probe (audit_run_id, engine);
CREATE INDEX engine_probe_project_id_idx ON engine_probe (project_id);

CREATE TYPE "EngineAnswerStatus" AS ENUM ('RESERVED', 'ANSWERED', 'FAILED');

CREATE TABLE engine_answer (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  audit_run_id text NOT NULL REFERENCES audit_run(id) ON DELETE CASCADE ON UPDATE CASCADE,
  tracked_prompt_id text REFERENCES tracked_prompt(id) ON DELETE SET NULL ON UPDATE CASCADE,
  engine "Engine" NOT NULL,
  status "EngineAnswerStatus" NOT NULL,
  prompt_text text NOT NULL,
  model text,
  text text,
  sources jsonb,
  raw jsonb,
  error_code text,
  error_message text,
  reserved_micros bigint NOT NULL DEFAULT 0,
  cost_micros bigint NOT NULL DEFAULT 0,
  input_tokens integer,
  output_tokens integer,
  latency_ms integer,
  asked_at timestamptz(3) NOT NULL DEFAULT now(),
  answered_at timestamptz(3)
);
CREATE UNIQUE INDEX engine_answer_audit_run_id_tracked_prompt_id_engine_key ON engine_answer (audit_run_id, tracked_prompt_id, engine);
CREATE INDEX engine_answer_project_id_asked_at_id_idx ON engine_answer (project_id, asked_at, id);

-- One row per project and calendar month (UTC): what engine calls committed (reserved, then
-- corrected to what was really spent). A conditional UPDATE keeps it under the plan's budget.
CREATE TABLE engine_budget_month (
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  month date NOT NULL,
  account_id text NOT NULL,
  committed_micros bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, month)
);

ALTER TABLE citation
  ADD COLUMN engine_answer_id text REFERENCES engine_answer(id) ON DELETE SET NULL ON UPDATE CASCADE,
  ADD COLUMN tracked_prompt_id text REFERENCES tracked_prompt(id) ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX citation_engine_answer_id_idx ON citation (engine_answer_id);

ALTER TABLE mention
  ADD COLUMN engine_answer_id text REFERENCES engine_answer(id) ON DELETE SET NULL ON UPDATE CASCADE,
  ADD COLUMN tracked_prompt_id text REFERENCES tracked_prompt(id) ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX mention_engine_answer_id_idx ON mention (engine_answer_id);
