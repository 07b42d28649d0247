ALTER TABLE "staff_members" ADD COLUMN "role" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "location_scope" jsonb;--> statement-breakpoint
CREATE INDEX "staff_sessions_member_idx" ON "staff_sessions" USING btree ("staff_member_id");