CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"detail" text,
	CONSTRAINT "job_runs_job_due_at_pk" PRIMARY KEY("job","due_at")
);
--> statement-breakpoint
CREATE TABLE "notices_sent" (
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notices_sent_kind_user_id_period_pk" PRIMARY KEY("kind","user_id","period")
);
--> statement-breakpoint
ALTER TABLE "allowances" ALTER COLUMN "total" SET DATA TYPE double precision;--> statement-breakpoint
-- docs/product/leave.md#types: the first start's five types keep ids 0-4; new ones are numbered from 5.
CREATE SEQUENCE IF NOT EXISTS leave_types_code_seq AS smallint START WITH 5 OWNED BY leave_types.code;--> statement-breakpoint
ALTER TABLE "leave_types" ALTER COLUMN "code" SET DEFAULT nextval('leave_types_code_seq');--> statement-breakpoint
ALTER TABLE "leave_types" ALTER COLUMN "label" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "color" text DEFAULT '#1565c0' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "needs_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices_sent" ADD CONSTRAINT "notices_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowances" ADD CONSTRAINT "allowances_total_half_days" CHECK ("allowances"."total" * 2 = trunc("allowances"."total" * 2));;--> statement-breakpoint
-- The five first types are named by the catalogues in the reader's language until an admin renames one.
UPDATE leave_types SET label = NULL WHERE code BETWEEN 0 AND 4;--> statement-breakpoint
UPDATE leave_types SET color = CASE code
  WHEN 0 THEN '#1565c0' WHEN 1 THEN '#c62828' WHEN 2 THEN '#6a1b9a' WHEN 3 THEN '#5d4037' WHEN 4 THEN '#2e7d32'
  ELSE color END;--> statement-breakpoint
-- Their changes empty the read caches like every other table's (migration 0005, docs/decisions/0017).
CREATE TRIGGER job_runs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_runs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER notices_sent_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices_sent
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
