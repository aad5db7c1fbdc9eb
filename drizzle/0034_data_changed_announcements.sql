-- The read cache (issue 30, plugins/read-cache.ts) keeps answers per viewer until the data changes.
-- "Changes" is announced here, by the database itself, so no write path can forget it: a statement
-- on any table of user-visible data notifies `data_changed` once per transaction (PostgreSQL folds
-- identical notifications of one transaction into one, sent at COMMIT; a rolled-back change sends
-- nothing). Every app instance drops its cached answers when one arrives.
--
-- Not announced, because no answer shows them and they change on nearly every request or by a worker:
-- sessions (last_seen_at, touched by signed-in requests; sign-in state has its own channel),
-- rate_limit_counters, request_idempotency_keys, email_outbox, digest_runs,
-- notification_digest_entries, server_secrets, stripe_events, and the counter tables kept by triggers
-- of announced tables (request_status_counts, request_day_counts, request_due_counts,
-- assignee_workload_counts, notification_unread_counts). A table added later must be announced by its
-- own migration or added to this list (src/server/plugins/read-cache.test.ts checks every table).
CREATE FUNCTION "announce_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND c.relname NOT IN ('sessions', 'rate_limit_counters', 'request_idempotency_keys',
        'email_outbox', 'digest_runs', 'notification_digest_entries', 'server_secrets',
        'stripe_events', 'request_status_counts', 'request_day_counts', 'request_due_counts',
        'assignee_workload_counts', 'notification_unread_counts')
      AND c.relname NOT LIKE '\_\_drizzle%'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change()',
      t || '_data_changed', t);
  END LOOP;
END $$;
