DROP INDEX "leave_requests_range_idx";--> statement-breakpoint
CREATE INDEX "leave_requests_status_to_idx" ON "leave_requests" USING btree ("status","to_date");