-- A webhook endpoint is paused when the person it answers to (created_by_id: who added it, or the last
-- to resume it) may no longer manage it: removed from or left the company group, made a member,
-- account deleted, staff account deactivated. Paused = turned off (enabled false) with the reason and
-- the time, so the remaining owners see why and may resume it (taking it over).
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_reason" text;
