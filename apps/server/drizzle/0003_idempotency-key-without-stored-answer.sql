-- Keys stored before resource_id existed cannot be replayed; they were only for retries within seconds.
DELETE FROM "idempotency_keys" WHERE "resource_id" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "resource_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "status_code";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response";