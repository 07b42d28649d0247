CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_staff_member_id" integer,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text,
	"last_hotel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"held_by" text,
	"held_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" DROP CONSTRAINT "staff_sign_in_lockouts_hotel_id_hotels_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" DROP CONSTRAINT "staff_sign_in_lockouts_staff_member_id_staff_members_id_fk";
--> statement-breakpoint
DROP INDEX "staff_members_email_idx";--> statement-breakpoint
DROP INDEX "staff_sign_in_lockouts_hotel_idx";--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "public_url" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "stripe_secret_key_sealed" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "stripe_webhook_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" ADD COLUMN "staff_account_id" integer;--> statement-breakpoint
-- Every existing member becomes an account of its own, with the member's id (emails were unique already).
INSERT INTO "staff_accounts" ("id", "email", "name", "password_hash", "last_hotel_id", "created_at")
  OVERRIDING SYSTEM VALUE
  SELECT "id", "email", "name", "password_hash", "hotel_id", "created_at" FROM "staff_members";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"staff_accounts"', 'id'), coalesce((SELECT max("id") FROM "staff_accounts"), 0) + 1, false);--> statement-breakpoint
UPDATE "staff_members" SET "account_id" = "id";--> statement-breakpoint
UPDATE "staff_sign_in_lockouts" SET "staff_account_id" = "staff_member_id";--> statement-breakpoint
ALTER TABLE "staff_members" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" ALTER COLUMN "staff_account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_last_hotel_id_hotels_id_fk" FOREIGN KEY ("last_hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_hotel_time_idx" ON "audit_events" USING btree ("hotel_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_hotel_kind_idx" ON "audit_events" USING btree ("hotel_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_hotel_actor_idx" ON "audit_events" USING btree ("hotel_id","actor_staff_member_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_idx" ON "staff_accounts" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" ADD CONSTRAINT "staff_sign_in_lockouts_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_account_hotel_idx" ON "staff_members" USING btree ("account_id","hotel_id");--> statement-breakpoint
CREATE INDEX "staff_sign_in_lockouts_account_idx" ON "staff_sign_in_lockouts" USING btree ("staff_account_id","locked_until");--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" DROP COLUMN "hotel_id";--> statement-breakpoint
ALTER TABLE "staff_sign_in_lockouts" DROP COLUMN "staff_member_id";