-- The trigger-kept counters (0005 request_status_counts, 0006 notification_unread_counts) follow
-- INSERT, UPDATE and DELETE; TRUNCATE fires none of those, so it empties the counters itself, or an
-- operator's reset would leave every badge and dashboard tile counting rows that are gone.
CREATE OR REPLACE FUNCTION request_status_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM request_status_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_status_counts_truncate
AFTER TRUNCATE ON service_requests
FOR EACH STATEMENT EXECUTE FUNCTION request_status_counts_reset();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_unread_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_unread_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_counts_truncate
AFTER TRUNCATE ON notifications
FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_reset();
