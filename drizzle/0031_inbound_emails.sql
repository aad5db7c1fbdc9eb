-- Reply by e-mail (issue 29): every message that reached the inbound address, once per Message-ID,
-- with what became of it (a comment, or why it was refused). The unique Message-ID makes a message
-- delivered twice (a retry, the SMTP listener and the IMAP import both) one comment; the rows are the
-- audit trail of what arrived by e-mail.
CREATE TABLE "inbound_emails" (
  "id" serial PRIMARY KEY NOT NULL,
  "message_id" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "envelope_from" text,
  "from_address" text,
  "recipient" text,
  "subject" text,
  "size" integer NOT NULL,
  "request_id" integer REFERENCES "service_requests"("id") ON DELETE SET NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "comment_id" integer REFERENCES "comments"("id") ON DELETE SET NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('comment', 'refused', 'loop')),
  "reason" text,
  "bounced" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_emails_message_id_idx" ON "inbound_emails" ("message_id");--> statement-breakpoint
CREATE INDEX "inbound_emails_request_idx" ON "inbound_emails" ("request_id", "received_at");
