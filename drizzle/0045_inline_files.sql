-- Files a rich text shows inline (modules/uploads/inline.ts): an <img> of our own file endpoint in
-- a comment's HTML (schema/comments.ts `commentInlineFiles`), or in a deliverable version's note or
-- review message (schema/deliverables.ts `deliverableInlineFiles`). Recorded when the text is
-- written, so that removing the file from its request (or anything else that lets it go) does not
-- release it while a text still shows it (modules/uploads/release.ts `unreferenced`), and whoever
-- can see the text's request can see it.
CREATE TABLE IF NOT EXISTS "comment_inline_files" (
	"comment_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "comment_inline_files_comment_id_file_id_pk" PRIMARY KEY("comment_id","file_id")
);--> statement-breakpoint
ALTER TABLE "comment_inline_files" ADD CONSTRAINT "comment_inline_files_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_inline_files" ADD CONSTRAINT "comment_inline_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comment_inline_files_file_idx" ON "comment_inline_files" USING btree ("file_id");--> statement-breakpoint
-- The read cache hears of its changes like comment_files' (0039 `announce_changes`).
SELECT announce_changes('comment_inline_files', 'data_changed');--> statement-breakpoint
-- The comments written before: their inline pictures of files that still exist, recorded now (the
-- author's sight of them then cannot be checked any more; they were shown to the request's readers).
INSERT INTO "comment_inline_files" ("comment_id", "file_id")
SELECT DISTINCT c."id", f."id"
  FROM "comments" c
  CROSS JOIN LATERAL regexp_matches(c."content", '<img[^>]* src="/api/files/([0-9a-fA-F-]{36})', 'g') m
  JOIN "files" f ON f."id"::text = lower(m[1])
 WHERE c."content" LIKE '%/api/files/%'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "deliverable_inline_files" (
	"version_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "deliverable_inline_files_version_id_file_id_pk" PRIMARY KEY("version_id","file_id")
);--> statement-breakpoint
ALTER TABLE "deliverable_inline_files" ADD CONSTRAINT "deliverable_inline_files_version_id_deliverable_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."deliverable_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_inline_files" ADD CONSTRAINT "deliverable_inline_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliverable_inline_files_file_idx" ON "deliverable_inline_files" USING btree ("file_id");--> statement-breakpoint
SELECT announce_changes('deliverable_inline_files', 'data_changed');--> statement-breakpoint
INSERT INTO "deliverable_inline_files" ("version_id", "file_id")
SELECT DISTINCT v."id", f."id"
  FROM "deliverable_versions" v
  CROSS JOIN LATERAL regexp_matches(v."note" || coalesce(v."review_message", ''), '<img[^>]* src="/api/files/([0-9a-fA-F-]{36})', 'g') m
  JOIN "files" f ON f."id"::text = lower(m[1])
 WHERE v."note" LIKE '%/api/files/%' OR v."review_message" LIKE '%/api/files/%'
ON CONFLICT DO NOTHING;
