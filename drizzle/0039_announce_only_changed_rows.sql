-- A change is announced only when a row changed (issue 30, writes round 5). The announcements of
-- 0015/0024/0030 (`session_users`) and 0034/0036/0037 (`data_changed`) were statement triggers, which
-- fire whether or not the statement touched a row: housekeeping's hourly DELETEs that removed nothing
-- emptied every instance's session and read caches, and so did every save's statements that write
-- nothing (its webhook events when no endpoint listens, a comment's touch of a request another write
-- holds). Each announcing trigger is now, per event:
--   INSERT, UPDATE: a statement trigger that sees the statement's rows (REFERENCING NEW TABLE) and
--     announces only if there is one. PostgreSQL refuses a transition table on a trigger with more
--     than one event, so one trigger per event;
--   DELETE: the same, with the OLD TABLE;
--   UPDATE OF some columns (sessions, api_tokens: a token's last use, a session's last sight are not
--     announced): PostgreSQL refuses a transition table with a column list, so a ROW trigger (it
--     fires per row updated, never for none);
--   TRUNCATE: a statement trigger as before (TRUNCATE has no transition tables).
-- Cost (bench/README.md, "writes, round 5"): a transition table holds a copy of every row the
-- statement changed; the tables a save writes most (service_requests, notifications,
-- request_assignees) already keep one for their counters' triggers, which PostgreSQL shares.
-- What is announced, and on which channel, is unchanged: a committed change of a row is announced
-- exactly as before; what is no longer announced is a statement that changed nothing.

CREATE FUNCTION "announce_data_change_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', pg_current_xact_id()::text) WHERE EXISTS (SELECT FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "session_users_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_users', '*') WHERE EXISTS (SELECT FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The one place that makes a table announce its changes: `announce_changes(table, channel)`, channel
-- 'data_changed' (the read cache) or 'session_users' (the session cache), for the events listed (all
-- four by default) and, with `update_of`, an UPDATE of those columns only. A table added later is
-- announced by calling it in its own migration.
CREATE FUNCTION "announce_changes"(tbl regclass, channel text,
  events text[] DEFAULT ARRAY['insert', 'update', 'delete', 'truncate'], update_of text[] DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  rows_fn text := CASE channel WHEN 'data_changed' THEN 'announce_data_change_rows'
                               WHEN 'session_users' THEN 'session_users_changed_rows' END;
  any_fn text := CASE channel WHEN 'data_changed' THEN 'announce_data_change'
                              WHEN 'session_users' THEN 'session_users_changed' END;
  base text := (SELECT relname FROM pg_class WHERE oid = tbl) || '_' || channel;
BEGIN
  IF rows_fn IS NULL THEN RAISE EXCEPTION 'announce_changes: unknown channel %', channel; END IF;
  IF 'insert' = ANY (events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', base || '_insert', tbl, rows_fn);
  END IF;
  IF 'update' = ANY (events) AND update_of IS NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', base || '_update', tbl, rows_fn);
  ELSIF 'update' = ANY (events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %s FOR EACH ROW EXECUTE FUNCTION %I()',
      base || '_update', (SELECT string_agg(format('%I', c), ', ') FROM unnest(update_of) c), tbl, any_fn);
  END IF;
  IF 'delete' = ANY (events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', base || '_delete', tbl, rows_fn);
  END IF;
  IF 'truncate' = ANY (events) THEN
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      base || '_truncate', tbl, any_fn);
  END IF;
END $$;
--> statement-breakpoint
-- Every announcing trigger of 0015–0037 is replaced by the same events in the new form, the columns
-- of an UPDATE OF kept. (tgtype's bits: 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE.)
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT t.tgrelid::regclass AS tbl, t.tgname, p.proname,
      array_remove(ARRAY[
        CASE WHEN t.tgtype & 4 <> 0 THEN 'insert' END, CASE WHEN t.tgtype & 16 <> 0 THEN 'update' END,
        CASE WHEN t.tgtype & 8 <> 0 THEN 'delete' END, CASE WHEN t.tgtype & 32 <> 0 THEN 'truncate' END
      ], NULL) AS events,
      (SELECT array_agg(a.attname ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = t.tgrelid AND a.attnum = ANY (t.tgattr::int2[])) AS cols
    FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal AND p.proname IN ('announce_data_change', 'session_users_changed')
    ORDER BY t.tgrelid::regclass::text, t.tgname
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', r.tgname, r.tbl);
    PERFORM announce_changes(r.tbl,
      CASE r.proname WHEN 'announce_data_change' THEN 'data_changed' ELSE 'session_users' END, r.events, r.cols);
  END LOOP;
END $$;
