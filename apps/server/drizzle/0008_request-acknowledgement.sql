ALTER TABLE "service_requests" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "acknowledged_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_acknowledged_by_staff_id_staff_members_id_fk" FOREIGN KEY ("acknowledged_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_hotel_created_idx" ON "service_requests" USING btree ("hotel_id","created_at");