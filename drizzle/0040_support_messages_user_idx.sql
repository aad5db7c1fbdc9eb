-- A sender's last support message is read before each new one (an identical repeat within two minutes
-- is answered with the first, not sent again: modules/support/support.ts): an index scan of that
-- sender's newest row instead of a scan of the table.
CREATE INDEX IF NOT EXISTS "support_messages_user_idx" ON "support_messages" USING btree ("user_id","id");
