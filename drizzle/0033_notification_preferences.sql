-- Notifications people control (issue 28): per event and channel preferences, the defaults staff set
-- per role, the digest's hour and time zone, the digest entries waiting for a digest, and one row per
-- digest sent (user, local day) so that a digest goes out exactly once per person and day.
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" text NOT NULL CHECK ("email" IN ('immediate', 'digest', 'off')),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "type")
);--> statement-breakpoint
CREATE TABLE "notification_defaults" (
	"role" text NOT NULL CHECK ("role" IN ('staff', 'owner', 'member')),
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" text NOT NULL CHECK ("email" IN ('immediate', 'digest', 'off')),
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("role", "type")
);--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"digest_hour" smallint DEFAULT 8 NOT NULL CHECK ("digest_hour" BETWEEN 0 AND 23),
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "notification_digest_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"request_id" bigint,
	"request_title" text NOT NULL,
	"link" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_day" date
);--> statement-breakpoint
CREATE INDEX "notification_digest_entries_pending_idx" ON "notification_digest_entries" ("user_id", "id") WHERE "digest_day" IS NULL;--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"local_day" date NOT NULL,
	"entries" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "local_day")
);
