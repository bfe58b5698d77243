ALTER TABLE "leave_types" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
-- docs/product/leave.md#private-absences: an existing portal's Sick leave becomes private, as a new portal's is. The
-- first start names its five types by id (apps/server/src/bootstrap/first-start.ts, LeaveType.SICK = 1), so the first
-- start's Sick leave is code 1, renamed or not.
UPDATE "leave_types" SET "private" = true WHERE "code" = 1;
