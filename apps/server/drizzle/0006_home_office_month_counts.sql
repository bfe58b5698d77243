CREATE TABLE "home_office_month_counts" (
	"year" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "home_office_month_counts_year_user_id_month_pk" PRIMARY KEY("year","user_id","month")
);
--> statement-breakpoint
ALTER TABLE "home_office_month_counts" ADD CONSTRAINT "home_office_month_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by every write to home_office_days, in the writer's transaction: the home-office year reads
-- these counts instead of a quarter of a million days (docs/reports-explain.md#home-office-year).
CREATE FUNCTION home_office_month_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE home_office_month_counts SET days = days - 1
    WHERE year = extract(year FROM OLD.date) AND user_id = OLD.user_id AND month = extract(month FROM OLD.date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO home_office_month_counts (year, user_id, month, days)
    VALUES (extract(year FROM NEW.date), NEW.user_id, extract(month FROM NEW.date), 1)
    ON CONFLICT (year, user_id, month) DO UPDATE SET days = home_office_month_counts.days + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER home_office_days_counted AFTER INSERT OR UPDATE OF user_id, date OR DELETE ON home_office_days
  FOR EACH ROW EXECUTE FUNCTION home_office_month_counted();
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE of both tables in one statement is still using the counts here.
CREATE FUNCTION home_office_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_office_month_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER home_office_days_emptied AFTER TRUNCATE ON home_office_days
  FOR EACH STATEMENT EXECUTE FUNCTION home_office_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER home_office_month_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_office_month_counts
  FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
--> statement-breakpoint
INSERT INTO home_office_month_counts (year, user_id, month, days)
SELECT extract(year FROM date), user_id, extract(month FROM date), count(*)
FROM home_office_days GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE home_office_month_counts;
