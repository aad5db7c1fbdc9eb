-- Per-recipient e-mail headers (issues 28 and 29): List-Unsubscribe / List-Unsubscribe-Post with a
-- link signed for that recipient, and a Reply-To address unique to the recipient and the request.
-- The outbox already holds one row per recipient, so these belong to the row.
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;
