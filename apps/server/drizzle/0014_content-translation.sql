CREATE TABLE "translation_cache" (
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"translated_text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_cache_language_source_hash_pk" PRIMARY KEY("language","source_hash")
);
--> statement-breakpoint
CREATE TABLE "translation_corrections" (
	"hotel_id" integer NOT NULL,
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"text" text NOT NULL,
	"corrected_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_corrections_hotel_id_language_source_hash_pk" PRIMARY KEY("hotel_id","language","source_hash")
);
--> statement-breakpoint
CREATE TABLE "translation_jobs" (
	"hotel_id" integer NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"content_digest" text,
	"error" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_jobs_hotel_id_language_pk" PRIMARY KEY("hotel_id","language")
);
--> statement-breakpoint
CREATE TABLE "translation_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translation_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"stay_id" integer,
	"language" text NOT NULL,
	"source_text" text NOT NULL,
	"shown_text" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "other_language" text;--> statement-breakpoint
ALTER TABLE "translation_corrections" ADD CONSTRAINT "translation_corrections_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_corrections" ADD CONSTRAINT "translation_corrections_corrected_by_staff_members_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_jobs" ADD CONSTRAINT "translation_jobs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_reports" ADD CONSTRAINT "translation_reports_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_reports" ADD CONSTRAINT "translation_reports_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_reports" ADD CONSTRAINT "translation_reports_resolved_by_staff_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_jobs_status_idx" ON "translation_jobs" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "translation_reports_hotel_status_idx" ON "translation_reports" USING btree ("hotel_id","status","created_at");