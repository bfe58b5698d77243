CREATE TABLE "stored_file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_unclaimed_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."claimed_at" IS NULL;--> statement-breakpoint
-- Existing documents keep their bytes: each becomes a claimed stored file of one chunk.
INSERT INTO "stored_files" ("id", "created_at", "claimed_at") SELECT "id", "created_at", "created_at" FROM "documents";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('stored_files', 'id'), coalesce((SELECT max("id") FROM "stored_files"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "stored_file_chunks" ("file_id", "seq", "bytes") SELECT "document_id", 0, "content" FROM "document_contents";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_id" integer;--> statement-breakpoint
UPDATE "documents" SET "file_id" = "id";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "document_contents" CASCADE;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_unique" UNIQUE("file_id");
