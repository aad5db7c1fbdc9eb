ALTER TABLE "request_status_counts" ADD COLUMN "credit" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The board's column figures (issue 15) are a count and a credit total per status, for all staff
-- see: the status counters now carry the credit too (total_credit: staff's adjusted price, else the
-- computed one), kept by the same statement triggers, net per (company, status), in key order.
CREATE OR REPLACE FUNCTION request_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_status_counts (company_id, status, n, credit)
    SELECT company_id, status, count(*), sum(total_credit) FROM new_rows
    GROUP BY company_id, status ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE
      SET n = request_status_counts.n + EXCLUDED.n, credit = request_status_counts.credit + EXCLUDED.credit;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_status_counts (company_id, status, n, credit)
    SELECT company_id, status, -count(*), -sum(total_credit) FROM old_rows
    GROUP BY company_id, status ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE
      SET n = request_status_counts.n + EXCLUDED.n, credit = request_status_counts.credit + EXCLUDED.credit;
  ELSE
    INSERT INTO request_status_counts (company_id, status, n, credit)
    SELECT company_id, status, sum(d), sum(c) FROM (
      SELECT company_id, status, 1 AS d, total_credit AS c FROM new_rows
      UNION ALL
      SELECT company_id, status, -1 AS d, -total_credit AS c FROM old_rows
    ) AS moved
    GROUP BY company_id, status
    HAVING sum(d) <> 0 OR sum(c) <> 0
    ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE
      SET n = request_status_counts.n + EXCLUDED.n, credit = request_status_counts.credit + EXCLUDED.credit;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Recount once, counts and credit, so both are exact whatever happened before.
INSERT INTO request_status_counts (company_id, status, n, credit)
SELECT company_id, status, count(*), coalesce(sum(total_credit), 0) FROM service_requests GROUP BY company_id, status
ON CONFLICT (company_id, status) DO UPDATE SET n = EXCLUDED.n, credit = EXCLUDED.credit;
--> statement-breakpoint
UPDATE request_status_counts c SET n = 0, credit = 0
WHERE NOT EXISTS (SELECT 1 FROM service_requests r WHERE r.company_id = c.company_id AND r.status = c.status);
