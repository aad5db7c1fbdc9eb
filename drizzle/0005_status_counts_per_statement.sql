-- The status counters of 0003 moved from a row trigger to statement triggers with transition tables:
-- one upsert per (company, status) a statement touches instead of one per row, so a bulk import of a
-- million requests does not update the same few counter rows a million times in one transaction.
DROP TRIGGER IF EXISTS service_requests_status_counts ON service_requests;
--> statement-breakpoint
DROP FUNCTION IF EXISTS request_status_counts_track();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Net change per (company, status) of this statement, applied in key order so two transactions
  -- moving requests between the same statuses in opposite directions cannot deadlock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_status_counts (company_id, status, n)
    SELECT company_id, status, count(*) FROM new_rows GROUP BY company_id, status ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE SET n = request_status_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_status_counts (company_id, status, n)
    SELECT company_id, status, -count(*) FROM old_rows GROUP BY company_id, status ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE SET n = request_status_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO request_status_counts (company_id, status, n)
    SELECT company_id, status, sum(d) FROM (
      SELECT company_id, status, 1 AS d FROM new_rows
      UNION ALL
      SELECT company_id, status, -1 AS d FROM old_rows
    ) AS moved
    GROUP BY company_id, status
    HAVING sum(d) <> 0
    ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE SET n = request_status_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_status_counts_insert
AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER service_requests_status_counts_update
AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER service_requests_status_counts_delete
AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_status_counts_apply();
--> statement-breakpoint
-- Recount once, so the counters are exact whatever happened before.
INSERT INTO request_status_counts (company_id, status, n)
SELECT company_id, status, count(*) FROM service_requests GROUP BY company_id, status
ON CONFLICT (company_id, status) DO UPDATE SET n = EXCLUDED.n;
--> statement-breakpoint
UPDATE request_status_counts c SET n = 0
WHERE NOT EXISTS (SELECT 1 FROM service_requests r WHERE r.company_id = c.company_id AND r.status = c.status);
