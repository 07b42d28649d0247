ALTER TABLE "hotels" ADD COLUMN "request_realert_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "order_lead_minutes" integer DEFAULT 30 NOT NULL;