-- The last of 0041: "previous_secret" and its expiry were kept, unread, for instances of the version
-- before 0041 during a rolling deploy (their webhook worker selected them). Every version since reads
-- "retired_secrets" only and declares neither column, so none can be running that needs them now.
ALTER TABLE "webhook_endpoints" DROP COLUMN IF EXISTS "previous_secret";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP COLUMN IF EXISTS "previous_secret_expires_at";
