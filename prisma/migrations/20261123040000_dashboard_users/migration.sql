-- Dashboard users: people who sign in to an account with an email and a password (scrypt hash).
CREATE TYPE "UserRole" AS ENUM ('OWNER', 'MEMBER');

CREATE TABLE "app_user" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "UserRole" NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "app_user_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user"("email");
CREATE INDEX "app_user_account_id_idx" ON "app_user"("account_id");
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A session signed in with a password belongs to its user (null: a CLI-issued bearer session of the account holder).
ALTER TABLE "dashboard_session" ADD COLUMN "user_id" TEXT;
CREATE INDEX "dashboard_session_user_id_idx" ON "dashboard_session"("user_id");
ALTER TABLE "dashboard_session" ADD CONSTRAINT "dashboard_session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Audits started from the dashboard's "run audit now".
ALTER TYPE "AuditTrigger" ADD VALUE 'DASHBOARD';
