-- Deliverables and proofing (issue 27). Review states belong to a deliverable version, never to the
-- request (no new status of section 4).

-- A version of the work staff deliver on a request: v1, v2, … numbered per request, never overwritten.
CREATE TABLE "deliverable_versions" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "request_id" bigint NOT NULL REFERENCES "service_requests"("id") ON DELETE CASCADE,
  "number" integer NOT NULL CHECK ("number" >= 1),
  "note" text DEFAULT '' NOT NULL,
  "links" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "delivered_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
  "review_state" text DEFAULT 'awaiting' NOT NULL
    CHECK ("review_state" IN ('awaiting', 'approved', 'changes_requested')),
  "reviewed_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "reviewed_at" timestamp with time zone,
  "review_message" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "deliverable_versions_request_number_idx" ON "deliverable_versions" ("request_id", "number");--> statement-breakpoint

-- The files of a version, in order (uploaded through the ordinary pipeline, then attached here).
CREATE TABLE "deliverable_files" (
  "version_id" bigint NOT NULL REFERENCES "deliverable_versions"("id") ON DELETE CASCADE,
  "file_id" uuid NOT NULL REFERENCES "files"("id"),
  "position" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("version_id", "file_id")
);--> statement-breakpoint
CREATE INDEX "deliverable_files_file_idx" ON "deliverable_files" ("file_id");--> statement-breakpoint

-- A proofing pin on an image or a PDF page of a version: position as percentages of the image or page,
-- so it holds at any zoom; its words are a comment of the request's thread (replies are replies).
CREATE TABLE "proof_pins" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "version_id" bigint NOT NULL REFERENCES "deliverable_versions"("id") ON DELETE CASCADE,
  "file_id" uuid NOT NULL REFERENCES "files"("id"),
  "page" integer DEFAULT 1 NOT NULL CHECK ("page" >= 1),
  "x" numeric(6, 3) NOT NULL CHECK ("x" >= 0 AND "x" <= 100),
  "y" numeric(6, 3) NOT NULL CHECK ("y" >= 0 AND "y" <= 100),
  "number" integer NOT NULL CHECK ("number" >= 1),
  "comment_id" bigint REFERENCES "comments"("id") ON DELETE SET NULL,
  "created_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resolved_at" timestamp with time zone,
  "resolved_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "proof_pins_version_number_idx" ON "proof_pins" ("version_id", "number");--> statement-breakpoint
CREATE INDEX "proof_pins_comment_idx" ON "proof_pins" ("comment_id");--> statement-breakpoint

-- Each round of changes asked on a request, counted once per version (the primary key and the unique
-- version make two customers asking at once count one round), with what it cost beyond the included
-- rounds and the ledger entry that charged (or refunded, when staff waive it) it.
CREATE TABLE "revision_rounds" (
  "request_id" bigint NOT NULL REFERENCES "service_requests"("id") ON DELETE CASCADE,
  "round" integer NOT NULL CHECK ("round" >= 1),
  "version_id" bigint NOT NULL REFERENCES "deliverable_versions"("id"),
  "charged" numeric(14, 2) DEFAULT '0' NOT NULL CHECK ("charged" >= 0),
  "ledger_id" bigint REFERENCES "credit_ledger"("id"),
  "waived_at" timestamp with time zone,
  "waived_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("request_id", "round")
);--> statement-breakpoint
CREATE UNIQUE INDEX "revision_rounds_version_idx" ON "revision_rounds" ("version_id");
