CREATE TABLE "signoff_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"month" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signoff_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "client_signoffs" ADD COLUMN "link_queries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signoff_requests" ADD CONSTRAINT "signoff_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signoff_requests" ADD CONSTRAINT "signoff_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signoff_requests_month_idx" ON "signoff_requests" USING btree ("month","client_id");--> statement-breakpoint
-- docs/product/leave.md#private-absences: an existing portal's Sick leave becomes private, as a new portal's is. The
-- first start names its five types by id (apps/server/src/bootstrap/first-start.ts, LeaveType.SICK = 1), so the first
-- start's Sick leave is code 1, renamed or not.
UPDATE "leave_types" SET "private" = true WHERE "code" = 1;
--> statement-breakpoint
-- The Clients screen's lists are built from these rows, so every change to them empties the read caches (migration 0005).
CREATE TRIGGER signoff_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON signoff_requests
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
