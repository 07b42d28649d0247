CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"price_minor" integer NOT NULL,
	"price_per_person" boolean DEFAULT true NOT NULL,
	"min_people" integer DEFAULT 1 NOT NULL,
	"max_people" integer,
	"prepayment_required" boolean DEFAULT false NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"popular_rank" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"stay_id" integer NOT NULL,
	"guest_session_id" integer,
	"activity_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"status" text NOT NULL,
	"number_of_people" integer NOT NULL,
	"option_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"total_minor" integer NOT NULL,
	"currency_symbol" text NOT NULL,
	"reference_number" text NOT NULL,
	"prepayment_required" boolean DEFAULT false NOT NULL,
	"prepayment_made" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"start_time" text,
	"reason" text NOT NULL,
	"cancelled_bookings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_option_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_option_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_adjustment_minor" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"min_selections" integer DEFAULT 0 NOT NULL,
	"max_selections" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"on_date" date,
	"opens_at" text NOT NULL,
	"closes_at" text,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"schedule_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_slots_booked_within_capacity" CHECK ("activity_slots"."booked" >= 0 and "activity_slots"."booked" <= "activity_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD CONSTRAINT "activity_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD CONSTRAINT "activity_bookings_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD CONSTRAINT "activity_bookings_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD CONSTRAINT "activity_bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD CONSTRAINT "activity_bookings_slot_id_activity_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."activity_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_closures" ADD CONSTRAINT "activity_closures_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_option_values" ADD CONSTRAINT "activity_option_values_option_id_activity_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."activity_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_options" ADD CONSTRAINT "activity_options_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_hotel_idx" ON "activities" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_bookings_reference_idx" ON "activity_bookings" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "activity_bookings_stay_idx" ON "activity_bookings" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "activity_bookings_slot_idx" ON "activity_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "activity_bookings_due_reminder_idx" ON "activity_bookings" USING btree ("remind_at") WHERE "activity_bookings"."reminded_at" is null and "activity_bookings"."remind_at" is not null;--> statement-breakpoint
CREATE INDEX "activity_closures_activity_date_idx" ON "activity_closures" USING btree ("activity_id","on_date");--> statement-breakpoint
CREATE INDEX "activity_schedules_activity_idx" ON "activity_schedules" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_slots_activity_start_idx" ON "activity_slots" USING btree ("activity_id","starts_at");--> statement-breakpoint
CREATE INDEX "activity_slots_hotel_start_idx" ON "activity_slots" USING btree ("hotel_id","starts_at");