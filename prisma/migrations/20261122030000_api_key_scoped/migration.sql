-- AlterTable: the scope of a key no longer depends on whether its scope rows still exist.
ALTER TABLE "api_key" ADD COLUMN "scoped" BOOLEAN NOT NULL DEFAULT false;
UPDATE "api_key" k SET "scoped" = true WHERE EXISTS (SELECT 1 FROM "api_key_project" p WHERE p."api_key_id" = k."id");
