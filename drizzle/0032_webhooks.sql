-- Outbound webhooks (issue 29). Endpoints (staff: every enterprise's events, enterprise_id null; an
-- owner: one enterprise's), the events that happened (written in the change's own transaction, only
-- when an enabled endpoint wants them), one delivery per event and endpoint (the durable queue the
-- worker drains), and each attempt of a delivery (the log). Secrets are stored encrypted (AES-256-GCM);
-- secret_hint is the secret's first characters, shown to tell it apart.
CREATE TABLE "webhook_endpoints" (
  "id" serial PRIMARY KEY NOT NULL,
  "enterprise_id" integer REFERENCES "enterprises"("id") ON DELETE CASCADE,
  "created_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "url" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "events" text[] NOT NULL,
  "enabled" boolean DEFAULT true NOT NULL,
  "secret" text NOT NULL,
  "secret_hint" text NOT NULL,
  "previous_secret" text,
  "previous_secret_expires_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_enterprise_idx" ON "webhook_endpoints" ("enterprise_id", "id");--> statement-breakpoint
CREATE TABLE "webhook_events" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "message_id" text DEFAULT ('msg_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
  "type" text NOT NULL,
  "enterprise_id" integer,
  "request_id" integer,
  "subject_id" bigint,
  "change" jsonb,
  "body" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
  "event_id" bigint NOT NULL REFERENCES "webhook_events"("id") ON DELETE CASCADE,
  "request_id" integer,
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'sending', 'delivered', 'failed')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_until" timestamp with time zone,
  "queued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_status_code" integer,
  "last_error" text,
  "delivered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at") WHERE "status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" ("endpoint_id", "request_id", "id") WHERE "status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("endpoint_id", "id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" ("event_id");--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
  "attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "status_code" integer,
  "duration_ms" integer NOT NULL,
  "error" text,
  "response_body" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" ("delivery_id", "id");
