CREATE TABLE "holiday_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- docs/product/time-model.md#calendars: an existing portal gets one calendar, 'Default' (id 1), holding every holiday and person.
INSERT INTO "holiday_calendars" ("name") VALUES ('Default');--> statement-breakpoint
CREATE TABLE "work_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"minutes" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_schedules_seven_days" CHECK (cardinality("work_schedules"."minutes") = 7)
);
--> statement-breakpoint
ALTER TABLE "public_holidays" DROP CONSTRAINT "public_holidays_date_unique";--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "from_half" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "to_half" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD COLUMN "calendar_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "holiday_calendar_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedules_user_from_unique" ON "work_schedules" USING btree ("user_id","from_date");--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_calendar_id_holiday_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."holiday_calendars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_holiday_calendar_id_holiday_calendars_id_fk" FOREIGN KEY ("holiday_calendar_id") REFERENCES "public"."holiday_calendars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_calendar_date_unique" ON "public_holidays" USING btree ("calendar_id","date");--> statement-breakpoint
CREATE INDEX "public_holidays_date_idx" ON "public_holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "users_holiday_calendar_idx" ON "users" USING btree ("holiday_calendar_id");--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_from_half_known" CHECK ("leave_requests"."from_half" in ('full', 'afternoon'));--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_to_half_known" CHECK ("leave_requests"."to_half" in ('full', 'morning'));--> statement-breakpoint
-- Their changes empty the read caches like every other table's (migration 0005, docs/decisions/0017).
CREATE TRIGGER holiday_calendars_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holiday_calendars
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER work_schedules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON work_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
