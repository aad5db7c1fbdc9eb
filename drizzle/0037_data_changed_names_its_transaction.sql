-- Each announcement names its transaction (0034's was empty). On PostgreSQL every pooled connection
-- LISTENs, so one change arrives once per connection; the read cache now drops its answers on the
-- first copy only (plugins/read-cache.ts), instead of refusing answers read meanwhile on every copy.
CREATE OR REPLACE FUNCTION "announce_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', pg_current_xact_id()::text);
  RETURN NULL;
END $$;
