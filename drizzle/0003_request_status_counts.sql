CREATE TABLE "request_status_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "request_status_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Counter rows are touched in key order (company, status), so two transactions moving requests
  -- between the same statuses in opposite directions cannot deadlock.
  IF TG_OP = 'UPDATE' AND OLD.company_id = NEW.company_id AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.company_id, OLD.status) < (NEW.company_id, NEW.status)) THEN
    UPDATE request_status_counts SET n = n - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO request_status_counts (company_id, status, n) VALUES (NEW.company_id, NEW.status, 1)
    ON CONFLICT (company_id, status) DO UPDATE SET n = request_status_counts.n + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.status) > (NEW.company_id, NEW.status) THEN
    UPDATE request_status_counts SET n = n - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_status_counts
AFTER INSERT OR DELETE OR UPDATE OF status, company_id ON service_requests
FOR EACH ROW EXECUTE FUNCTION request_status_counts_track();
--> statement-breakpoint
INSERT INTO request_status_counts (company_id, status, n)
SELECT company_id, status, count(*) FROM service_requests GROUP BY company_id, status
ON CONFLICT (company_id, status) DO UPDATE SET n = EXCLUDED.n;
