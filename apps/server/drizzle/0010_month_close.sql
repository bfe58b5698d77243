CREATE TABLE "client_signoffs" (
	"client_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"comment" text,
	CONSTRAINT "client_signoffs_client_id_month_pk" PRIMARY KEY("client_id","month"),
	CONSTRAINT "client_signoffs_status_known" CHECK ("client_signoffs"."status" in ('approved', 'queried'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "timesheets_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "timesheets_status_known" CHECK ("timesheets"."status" in ('open', 'submitted', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "client_signoffs" ADD CONSTRAINT "client_signoffs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_signoffs" ADD CONSTRAINT "client_signoffs_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_signoffs_month_idx" ON "client_signoffs" USING btree ("month");--> statement-breakpoint
CREATE INDEX "timesheets_month_idx" ON "timesheets" USING btree ("month","status");--> statement-breakpoint
-- Their changes empty the read caches like every other table's (migration 0005, docs/decisions/0017).
CREATE TRIGGER timesheets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON timesheets
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER client_signoffs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_signoffs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
