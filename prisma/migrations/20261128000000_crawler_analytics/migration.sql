-- AI crawler and AI referral analytics from the site's access logs (issue 33, docs/crawlers.md).
CREATE TYPE "CrawlerClass" AS ENUM ('TRAINING', 'SEARCH_INDEX', 'USER_FETCH', 'AGENT');
CREATE TYPE "CrawlerVerification" AS ENUM ('VERIFIED', 'CLAIMED_UNVERIFIED', 'UNKNOWN_AI_LIKE');
CREATE TYPE "LogSource" AS ENUM ('CLI', 'REST', 'DRAIN');

CREATE TABLE crawler_hit_hourly (
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  account_id text NOT NULL,
  hour timestamptz(3) NOT NULL,
  bot text NOT NULL,
  operator text NOT NULL,
  bot_class "CrawlerClass" NOT NULL,
  verification "CrawlerVerification" NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  CONSTRAINT crawler_hit_hourly_pkey PRIMARY KEY (project_id, hour, bot, bot_class, verification, path, status)
);
CREATE INDEX crawler_hit_hourly_project_id_path_hour_idx ON crawler_hit_hourly (project_id, path, hour);

CREATE TABLE ai_referral_hourly (
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  account_id text NOT NULL,
  hour timestamptz(3) NOT NULL,
  product text NOT NULL,
  landing_path text NOT NULL,
  visits integer NOT NULL DEFAULT 0,
  CONSTRAINT ai_referral_hourly_pkey PRIMARY KEY (project_id, hour, product, landing_path)
);
CREATE INDEX ai_referral_hourly_project_id_landing_path_hour_idx ON ai_referral_hourly (project_id, landing_path, hour);

CREATE TABLE log_import (
  id text NOT NULL,
  account_id text NOT NULL,
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  source "LogSource" NOT NULL,
  format text NOT NULL,
  label text,
  lines_read integer NOT NULL DEFAULT 0,
  lines_counted integer NOT NULL DEFAULT 0,
  lines_duplicate integer NOT NULL DEFAULT 0,
  lines_ignored integer NOT NULL DEFAULT 0,
  lines_bad integer NOT NULL DEFAULT 0,
  bad_reasons jsonb NOT NULL DEFAULT '{}',
  bad_samples jsonb NOT NULL DEFAULT '[]',
  started_at timestamptz(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  finished_at timestamptz(3),
  CONSTRAINT log_import_pkey PRIMARY KEY (id)
);
CREATE INDEX log_import_project_id_started_at_id_idx ON log_import (project_id, started_at, id);

CREATE TABLE log_line_seen (
  project_id text NOT NULL,
  hash bytea NOT NULL,
  hour timestamptz(3) NOT NULL,
  CONSTRAINT log_line_seen_pkey PRIMARY KEY (project_id, hash)
);
CREATE INDEX log_line_seen_project_id_hour_idx ON log_line_seen (project_id, hour);

CREATE TABLE crawler_unmatched_agent (
  project_id text NOT NULL,
  user_agent text NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  first_seen_at timestamptz(3) NOT NULL,
  last_seen_at timestamptz(3) NOT NULL,
  CONSTRAINT crawler_unmatched_agent_pkey PRIMARY KEY (project_id, user_agent)
);

CREATE TABLE log_drain (
  id text NOT NULL,
  account_id text NOT NULL,
  project_id text NOT NULL REFERENCES project(id) ON DELETE CASCADE ON UPDATE CASCADE,
  provider text NOT NULL,
  format text NOT NULL,
  secret_ciphertext text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  last_received_at timestamptz(3),
  CONSTRAINT log_drain_pkey PRIMARY KEY (id)
);
CREATE INDEX log_drain_project_id_idx ON log_drain (project_id);

CREATE TABLE bot_ip_source (
  id text NOT NULL,
  operator text NOT NULL,
  bots text[] NOT NULL,
  url text NOT NULL,
  prefixes text[] NOT NULL,
  sha256 text NOT NULL,
  fetched_at timestamptz(3) NOT NULL,
  CONSTRAINT bot_ip_source_pkey PRIMARY KEY (id)
);
