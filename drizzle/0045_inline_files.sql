-- Files a rich text shows inline (modules/uploads/inline.ts): an <img> of our own file endpoint in
-- a comment's HTML (schema/comments.ts `commentInlineFiles`), or in a deliverable version's note or
-- review message (schema/deliverables.ts `deliverableInlineFiles`). Recorded when the text is
-- written, so that removing the file from its request (or anything else that lets it go) does not
-- release it while a text still shows it (modules/uploads/release.ts `unreferenced`), and whoever
-- can see the text's request can see it. Only files already of that request, or the author's own
-- uploads attached nowhere else, are recorded (inline.ts `visibleInlineFiles`).
CREATE TABLE IF NOT EXISTS "comment_inline_files" (
	"comment_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "comment_inline_files_comment_id_file_id_pk" PRIMARY KEY("comment_id","file_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comment_inline_files_file_idx" ON "comment_inline_files" USING btree ("file_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "deliverable_inline_files" (
	"version_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "deliverable_inline_files_version_id_file_id_pk" PRIMARY KEY("version_id","file_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliverable_inline_files_file_idx" ON "deliverable_inline_files" USING btree ("file_id");--> statement-breakpoint
-- The texts written before, by the same rule as a new one: a picture of a file already of the
-- text's request (its readers could see it), or of the author's own upload attached nowhere (which
-- the text now attaches). Anything else such a text shows was never shown to its readers, and is not
-- now. The ids matched strictly (a uuid's shape), so the join uses the files' primary key; the
-- tables' foreign keys are added after, so the scan takes no lock on the tables it reads.
CREATE TEMPORARY TABLE "inline_found" ON COMMIT DROP AS
SELECT DISTINCT 'c' AS kind, c."id" AS text_id, c."request_id", c."user_id" AS author_id, m[1]::uuid AS file_id
  FROM "comments" c
  CROSS JOIN LATERAL regexp_matches(c."content",
    '<img[^>]* src="/api/files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})[/?"]', 'g') m
 WHERE c."content" LIKE '%/api/files/%'
UNION
SELECT DISTINCT 'v', v."id", v."request_id", v."delivered_by_id", m[1]::uuid
  FROM "deliverable_versions" v
  CROSS JOIN LATERAL regexp_matches(v."note",
    '<img[^>]* src="/api/files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})[/?"]', 'g') m
 WHERE v."note" LIKE '%/api/files/%'
UNION
SELECT DISTINCT 'v', v."id", v."request_id", v."reviewed_by_id", m[1]::uuid
  FROM "deliverable_versions" v
  CROSS JOIN LATERAL regexp_matches(v."review_message",
    '<img[^>]* src="/api/files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})[/?"]', 'g') m
 WHERE v."review_message" LIKE '%/api/files/%';--> statement-breakpoint
DELETE FROM "inline_found" x
 WHERE NOT EXISTS (SELECT 1 FROM "files" f WHERE f."id" = x."file_id" AND (
   (f."uploader_id" = x."author_id" AND f."attached_at" IS NULL)
   OR EXISTS (SELECT 1 FROM "request_files" rf WHERE rf."file_id" = f."id" AND rf."request_id" = x."request_id")
   OR EXISTS (SELECT 1 FROM "comment_files" cf JOIN "comments" c ON c."id" = cf."comment_id"
               WHERE cf."file_id" = f."id" AND c."request_id" = x."request_id")
   OR EXISTS (SELECT 1 FROM "deliverable_files" df JOIN "deliverable_versions" dv ON dv."id" = df."version_id"
               WHERE df."file_id" = f."id" AND dv."request_id" = x."request_id")));--> statement-breakpoint
INSERT INTO "comment_inline_files" ("comment_id", "file_id")
SELECT text_id, file_id FROM "inline_found" WHERE kind = 'c' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "deliverable_inline_files" ("version_id", "file_id")
SELECT text_id, file_id FROM "inline_found" WHERE kind = 'v' ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An upload a text shows is no longer its uploader's to delete (as for a new text: attached).
UPDATE "files" SET "attached_at" = now()
 WHERE "attached_at" IS NULL AND "id" IN (SELECT file_id FROM "inline_found");--> statement-breakpoint
ALTER TABLE "comment_inline_files" ADD CONSTRAINT "comment_inline_files_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_inline_files" ADD CONSTRAINT "comment_inline_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_inline_files" ADD CONSTRAINT "deliverable_inline_files_version_id_deliverable_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."deliverable_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_inline_files" ADD CONSTRAINT "deliverable_inline_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The read cache hears of their changes like comment_files' (0039 `announce_changes`).
SELECT announce_changes('comment_inline_files', 'data_changed');--> statement-breakpoint
SELECT announce_changes('deliverable_inline_files', 'data_changed');
