CREATE TABLE "request_type_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"version" integer NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	"form" jsonb NOT NULL,
	"published_by_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_types" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "request_type_versions" ADD CONSTRAINT "request_type_versions_type_id_request_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."request_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_type_versions" ADD CONSTRAINT "request_type_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_type_versions_type_version_idx" ON "request_type_versions" USING btree ("type_id","version");--> statement-breakpoint
-- History for catalogues that existed before versions were kept: each type's current definition is its first entry.
INSERT INTO "request_type_versions" ("type_id", "version", "credit", "form")
SELECT "id", "form_version", "credit", "form" FROM "request_types" WHERE "parent_id" IS NOT NULL AND "form_version" > 0;
