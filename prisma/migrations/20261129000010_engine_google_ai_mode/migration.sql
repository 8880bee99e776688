-- Google AI Mode, the eighth engine (SerpApi `engine=google_ai_mode`), placed after Google AI
-- Overviews as in src/engines/engine-list.ts. Nothing in this migration uses the new value, so it
-- may run inside the migrator's transaction (PostgreSQL 12+).
ALTER TYPE "Engine" ADD VALUE IF NOT EXISTS 'GOOGLE_AI_MODE' AFTER 'GOOGLE_AIO';
