CREATE TABLE "charge_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"stay_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"stay_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"charge_ids" integer[] NOT NULL,
	"reference" text,
	"link_hash" text,
	"provider_session_id" text,
	"recorded_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "check_out_override_reason" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "reverses_charge_id" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "created_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "settled_by_payment_id" integer;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "currency_code" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_questions" ADD CONSTRAINT "charge_questions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_questions" ADD CONSTRAINT "charge_questions_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_questions" ADD CONSTRAINT "charge_questions_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_questions" ADD CONSTRAINT "charge_questions_answered_by_staff_id_staff_members_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_staff_id_staff_members_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_questions_stay_idx" ON "charge_questions" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "payments_stay_idx" ON "payments" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_link_hash_idx" ON "payments" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_idx" ON "payments" USING btree ("provider_session_id");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_reversal_idx" ON "charges" USING btree ("reverses_charge_id") WHERE "charges"."reverses_charge_id" is not null;--> statement-breakpoint
-- Existing hotels keep every price: their amounts were stored in hundredths, so each is given the
-- two-decimal currency its symbol names (decision 0080); a symbol not named here stays USD-formatted
-- in code only, its symbol untouched.
UPDATE "hotels" SET "currency_code" = CASE "currency_symbol"
	WHEN '฿' THEN 'THB' WHEN '€' THEN 'EUR' WHEN '£' THEN 'GBP' WHEN '$' THEN 'USD' WHEN 'US$' THEN 'USD'
	WHEN 'A$' THEN 'AUD' WHEN 'C$' THEN 'CAD' WHEN 'NZ$' THEN 'NZD' WHEN 'S$' THEN 'SGD' WHEN 'HK$' THEN 'HKD'
	WHEN '₹' THEN 'INR' WHEN '₱' THEN 'PHP' WHEN 'RM' THEN 'MYR' WHEN 'Rp' THEN 'IDR' WHEN 'CHF' THEN 'CHF'
	WHEN 'R$' THEN 'BRL' WHEN '₺' THEN 'TRY' WHEN 'zł' THEN 'PLN' WHEN '₪' THEN 'ILS' WHEN 'R' THEN 'ZAR'
	WHEN '៛' THEN 'KHR' WHEN '₭' THEN 'LAK' WHEN 'K' THEN 'MMK' WHEN '元' THEN 'CNY' WHEN 'NT$' THEN 'TWD'
	ELSE 'USD' END;--> statement-breakpoint
-- A voided charge becomes what a cancellation now writes: the line stays, a reversing line cancels it out.
INSERT INTO "charges" ("hotel_id", "stay_id", "source", "source_id", "description", "amount_minor", "reverses_charge_id", "created_at")
	SELECT "hotel_id", "stay_id", 'reversal', "source_id", 'Cancelled: ' || "description", -"amount_minor", "id", "voided_at"
	FROM "charges" WHERE "voided_at" IS NOT NULL;--> statement-breakpoint
UPDATE "charges" SET "source" = 'manual' WHERE "source" = 'adjustment';--> statement-breakpoint
ALTER TABLE "charges" DROP COLUMN "voided_at";
