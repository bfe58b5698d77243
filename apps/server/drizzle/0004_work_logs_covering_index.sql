DROP INDEX "work_logs_user_date_idx";--> statement-breakpoint
CREATE INDEX "work_logs_user_date_client_duration_idx" ON "work_logs" USING btree ("user_id","date","client_id","duration");