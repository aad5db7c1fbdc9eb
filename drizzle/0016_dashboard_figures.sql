ALTER TABLE "service_requests" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "credit_ledger_usage_idx" ON "credit_ledger" USING btree ("enterprise_id","created_at") WHERE request_id is not null;--> statement-breakpoint
CREATE INDEX "credit_ledger_created_idx" ON "credit_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_queue_idx" ON "service_requests" USING btree ("created_at","id") WHERE status = 'NOT_START';--> statement-breakpoint
CREATE INDEX "service_requests_submitted_created_idx" ON "service_requests" USING btree ("created_at") WHERE status not in ('DRAFT', 'DELETED');--> statement-breakpoint
CREATE INDEX "service_requests_finished_idx" ON "service_requests" USING btree ("finished_at","target_date") WHERE finished_at is not null;--> statement-breakpoint
CREATE INDEX "service_requests_company_finished_idx" ON "service_requests" USING btree ("company_id","finished_at" DESC NULLS LAST) WHERE finished_at is not null;--> statement-breakpoint
CREATE INDEX "service_requests_open_due_idx" ON "service_requests" USING btree ("target_date","company_id") WHERE status in ('NOT_START', 'ASSIGNED', 'IN_PROGRESS');--> statement-breakpoint
-- finished_at is kept by the database, so every write path (the API, imports, the bench's bulk
-- inserts) agrees: set when a request becomes FINISHED, cleared when it leaves FINISHED. An insert
-- already FINISHED counts as finished at its updated_at unless it says otherwise.
CREATE FUNCTION service_requests_finished_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'FINISHED' THEN
    IF TG_OP = 'INSERT' THEN
      NEW.finished_at := coalesce(NEW.finished_at, NEW.updated_at, now());
    ELSIF OLD.status IS DISTINCT FROM 'FINISHED' THEN
      NEW.finished_at := coalesce(NEW.finished_at, now());
    END IF;
  ELSE
    NEW.finished_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER service_requests_finished_at BEFORE INSERT OR UPDATE OF status ON service_requests
  FOR EACH ROW EXECUTE FUNCTION service_requests_finished_at();--> statement-breakpoint
-- Requests finished before this migration: when they last became FINISHED (the activity timeline),
-- else their last update.
UPDATE "service_requests" r SET "finished_at" = coalesce(
  (SELECT max(e."created_at") FROM "request_events" e
    WHERE e."request_id" = r."id" AND e."kind" = 'status_changed' AND e."data"->>'to' = 'FINISHED'),
  r."updated_at")
WHERE r."status" = 'FINISHED';
