-- Using a personal API token records when (`last_used_at`, at most once a minute per token): that is
-- not a change any cached answer shows, and announcing it dropped every instance's read cache once a
-- minute per active token. Every other change of a token is still announced (0034).
DROP TRIGGER "api_tokens_data_changed" ON "api_tokens";
--> statement-breakpoint
CREATE TRIGGER "api_tokens_data_changed" AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "user_id", "name", "token_hash", "prefix", "access", "created_at", "expires_at", "revoked_at"
  ON "api_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "announce_data_change"();
