-- The rest of issue 26: invitations by e-mail, staff deactivation, spending caps and approvals.

-- A staff account deactivated by a colleague: cannot sign in, its sessions are gone (reactivated by
-- clearing it). Customers leave an enterprise by removal instead.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint

-- The owners require an owner's approval of members' submissions before any credit is spent.
ALTER TABLE "enterprises" ADD COLUMN "require_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint

-- An invitation by e-mail to join an enterprise's companies with a role. Only the SHA-256 of the
-- link's token is kept; a resend replaces the token and the expiry. At most one open invitation per
-- address and enterprise.
CREATE TABLE "team_invitations" (
  "id" serial PRIMARY KEY NOT NULL,
  "enterprise_id" integer NOT NULL REFERENCES "enterprises"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('member', 'owner')),
  "company_ids" integer[] NOT NULL,
  "token_hash" text NOT NULL,
  "invited_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "accepted_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "revoked_at" timestamp with time zone,
  "revoked_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_idx" ON "team_invitations" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_open_idx" ON "team_invitations" ("enterprise_id", lower("email"))
  WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "team_invitations_enterprise_idx" ON "team_invitations" ("enterprise_id", "created_at");--> statement-breakpoint

-- A person's monthly credit cap in an enterprise (calendar month, UTC). Owners are never capped.
CREATE TABLE "spending_caps" (
  "enterprise_id" integer NOT NULL REFERENCES "enterprises"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "monthly_cap" numeric(14, 2) NOT NULL CHECK ("monthly_cap" >= 0),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  PRIMARY KEY ("enterprise_id", "user_id")
);--> statement-breakpoint

-- A member's submission waiting for an owner's approval: the request stays a DRAFT (no new status);
-- the mark belongs here. 'pending' → 'approved' (the request is submitted then), 'declined' (back to
-- its creator with the reason) or 'withdrawn' (by its creator). One row per request, reused by a
-- later round.
CREATE TABLE "request_approvals" (
  "request_id" bigint PRIMARY KEY NOT NULL REFERENCES "service_requests"("id") ON DELETE CASCADE,
  "enterprise_id" integer NOT NULL REFERENCES "enterprises"("id"),
  "state" text NOT NULL CHECK ("state" IN ('pending', 'approved', 'declined', 'withdrawn')),
  "requested_by_id" integer NOT NULL REFERENCES "users"("id"),
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "reason" text
);--> statement-breakpoint
CREATE INDEX "request_approvals_pending_idx" ON "request_approvals" ("enterprise_id", "requested_at")
  WHERE "state" = 'pending';
