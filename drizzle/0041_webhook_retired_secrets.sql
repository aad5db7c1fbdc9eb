-- Every secret a rotation retired keeps signing for its day of grace, not only the last one: a second
-- rotation within the day (the new secret, shown once, was not copied) used to drop the secret the
-- receiver still checks against at once. `retired_secrets`: [{ "secret": sealed, "expiresAt": ISO }],
-- newest first, at most five.
ALTER TABLE "webhook_endpoints" ADD COLUMN "retired_secrets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "webhook_endpoints"
  SET "retired_secrets" = jsonb_build_array(jsonb_build_object(
    'secret', "previous_secret",
    'expiresAt', to_char("previous_secret_expires_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  WHERE "previous_secret" IS NOT NULL AND "previous_secret_expires_at" > now();
-- "previous_secret" and "previous_secret_expires_at" stay, unread by this version, so that an instance
-- still running the previous one during a rolling deploy keeps delivering (its worker selects them). A
-- later migration drops them once no instance of an older version can be running.
