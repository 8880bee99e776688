-- CreateEnum
CREATE TYPE "WebhookEndpointState" AS ENUM ('ACTIVE', 'PAUSED');
CREATE TYPE "WebhookDeliveryState" AS ENUM ('PENDING', 'SENDING', 'DELIVERED', 'FAILED', 'HELD');
CREATE TYPE "WebhookAttemptOutcome" AS ENUM ('SUCCESS', 'FAILURE');

-- CreateTable
CREATE TABLE "webhook_endpoint" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret_ciphertext" TEXT NOT NULL,
    "state" "WebhookEndpointState" NOT NULL DEFAULT 'ACTIVE',
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "paused_at" TIMESTAMPTZ(3),
    "paused_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "webhook_subscription" (
    "endpoint_id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    CONSTRAINT "webhook_subscription_pkey" PRIMARY KEY ("endpoint_id","event")
);

CREATE TABLE "webhook_event" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "audit_run_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_event_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "webhook_delivery" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "endpoint_id" TEXT NOT NULL,
    "state" "WebhookDeliveryState" NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "attempt_count" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "locked_until" TIMESTAMPTZ(3),
    "last_attempt_at" TIMESTAMPTZ(3),
    "last_status" INTEGER,
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "webhook_attempt" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "delivery_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "duration_ms" INTEGER,
    "outcome" "WebhookAttemptOutcome",
    "status_code" INTEGER,
    "error" TEXT,
    "response_excerpt" TEXT,
    CONSTRAINT "webhook_attempt_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "dashboard_session" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dashboard_session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoint_account_id_created_at_id_idx" ON "webhook_endpoint"("account_id", "created_at", "id");
CREATE INDEX "webhook_event_audit_run_id_idx" ON "webhook_event"("audit_run_id");
CREATE UNIQUE INDEX "webhook_delivery_event_id_endpoint_id_key" ON "webhook_delivery"("event_id", "endpoint_id");
CREATE INDEX "webhook_delivery_endpoint_id_created_at_id_idx" ON "webhook_delivery"("endpoint_id", "created_at", "id");
CREATE UNIQUE INDEX "webhook_attempt_delivery_id_number_key" ON "webhook_attempt"("delivery_id", "number");
CREATE UNIQUE INDEX "dashboard_session_fingerprint_key" ON "dashboard_session"("fingerprint");
CREATE INDEX "dashboard_session_account_id_idx" ON "dashboard_session"("account_id");

-- AddForeignKey
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "dashboard_session" ADD CONSTRAINT "dashboard_session_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
