ALTER TABLE "service_requests" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Requests already submitted, and drafts that were submitted before staff put them back to Draft:
-- when they first left Draft (from the activity timeline), else when they were created.
UPDATE "service_requests" r SET "submitted_at" = coalesce(
  (SELECT min(e."created_at") FROM "request_events" e
    WHERE e."request_id" = r."id" AND e."kind" = 'status_changed' AND e."data"->>'from' = 'DRAFT'),
  r."created_at")
WHERE r."status" <> 'DRAFT'
  OR EXISTS (SELECT 1 FROM "request_events" e
    WHERE e."request_id" = r."id"
      AND ((e."kind" = 'status_changed' AND e."data"->>'to' = 'DRAFT')
        OR (e."kind" = 'created' AND e."data"->>'status' <> 'DRAFT')));
