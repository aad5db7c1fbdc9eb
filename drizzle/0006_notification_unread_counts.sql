CREATE TABLE "notification_unread_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_unread_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Net change of unread rows per user in this statement, applied in user order (no deadlocks
  -- between two statements touching the same users).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_unread_counts (user_id, n)
    SELECT user_id, count(*) FROM new_rows WHERE NOT is_read GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET n = notification_unread_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO notification_unread_counts (user_id, n)
    SELECT user_id, -count(*) FROM old_rows WHERE NOT is_read GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET n = notification_unread_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO notification_unread_counts (user_id, n)
    SELECT user_id, sum(d) FROM (
      SELECT user_id, 1 AS d FROM new_rows WHERE NOT is_read
      UNION ALL
      SELECT user_id, -1 AS d FROM old_rows WHERE NOT is_read
    ) AS changed
    GROUP BY user_id
    HAVING sum(d) <> 0
    ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET n = notification_unread_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_counts_insert
AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_apply();
--> statement-breakpoint
CREATE TRIGGER notifications_unread_counts_update
AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_apply();
--> statement-breakpoint
CREATE TRIGGER notifications_unread_counts_delete
AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_apply();
--> statement-breakpoint
INSERT INTO notification_unread_counts (user_id, n)
SELECT user_id, count(*) FROM notifications WHERE NOT is_read GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET n = EXCLUDED.n;
