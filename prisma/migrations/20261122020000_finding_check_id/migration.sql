-- AlterTable
ALTER TABLE "finding" ADD COLUMN "check_id" TEXT;
