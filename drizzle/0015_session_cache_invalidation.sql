-- The session cache (src/server/plugins/session-cache.ts) keeps signed-in users for a few seconds.
-- Every statement that could change what a cached user is made of announces itself on the
-- 'session_users' channel, and every instance drops its cache when it hears it: a session ended or
-- changed, a user changed (password, e-mail, name), a membership or an ownership added or removed,
-- a company added to, moved between or removed from enterprises (an owner acts for every company of
-- the enterprise). Statement-level: one notification per statement, and PostgreSQL folds identical
-- ones in a transaction into one.
CREATE FUNCTION "session_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_users', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_users_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();--> statement-breakpoint
CREATE TRIGGER "users_session_users_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();--> statement-breakpoint
CREATE TRIGGER "company_members_session_users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();--> statement-breakpoint
CREATE TRIGGER "enterprise_owners_session_users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise_owners"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_session_users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();
