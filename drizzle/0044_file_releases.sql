-- Files on their way out (schema/files.ts `fileReleases`, modules/uploads/release.ts): a file removed
-- from a request or replaced as its voice note is queued with the change, then its row and bytes are
-- deleted after COMMIT (housekeeping finishes what a crash interrupted). No foreign key: the entry
-- outlives the file's row until the bytes are gone.
CREATE TABLE IF NOT EXISTS "file_releases" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Files removed before this version stayed attached to nothing, their bytes kept forever: queued now.
INSERT INTO "file_releases" ("file_id", "storage_key")
SELECT f."id", f."storage_key" FROM "files" f
 WHERE f."attached_at" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "request_files" rf WHERE rf."file_id" = f."id")
   AND NOT EXISTS (SELECT 1 FROM "comment_files" cf WHERE cf."file_id" = f."id")
   AND NOT EXISTS (SELECT 1 FROM "deliverable_files" df WHERE df."file_id" = f."id")
   AND NOT EXISTS (SELECT 1 FROM "proof_pins" pp WHERE pp."file_id" = f."id")
   AND NOT EXISTS (SELECT 1 FROM "service_requests" sr WHERE sr."audio_file_id" = f."id")
   AND NOT EXISTS (SELECT 1 FROM "brand_assets" ba WHERE ba."value"->>'fileId' = f."id"::text)
   AND NOT EXISTS (SELECT 1 FROM "request_brand_kits" rb WHERE rb."file_ids" @> ARRAY[f."id"])
ON CONFLICT DO NOTHING;
