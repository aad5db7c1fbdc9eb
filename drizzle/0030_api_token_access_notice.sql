-- A personal API token revoked, expired early or deleted announces itself on the channel the session
-- cache and the live event streams watch (0015 session_users_changed): an event stream opened with
-- that token is closed at once, on every app instance (platform/realtime.ts, RealtimeHub.recheck).
CREATE TRIGGER "api_tokens_session_users_changed" AFTER UPDATE OF "revoked_at", "expires_at", "user_id", "token_hash" OR DELETE OR TRUNCATE ON "api_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();
