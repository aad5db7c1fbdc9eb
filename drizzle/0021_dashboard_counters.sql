-- The dashboards' figures (issue 15) from counters kept by statement triggers, like
-- request_status_counts (0005, 0019), instead of grouping every request on each read:
--   request_day_counts    per UTC day and company: created (not DRAFT/DELETED, by created_at),
--                         finished (by finished_at), finished with a due date, finished by it;
--   request_due_counts    open work (NOT_START, ASSIGNED, IN_PROGRESS) per company and due day, so
--                         overdue and due soon (which depend on today) sum a range at read time;
--   assignee_workload_counts open work per staff member ('assignedTo') and status.
-- Each statement applies its net change per key, in key order (no deadlock between two
-- transactions touching the same keys in opposite directions).
CREATE OR REPLACE FUNCTION request_dashboard_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text;
  cols constant text := 'company_id, status, created_at, finished_at, target_date';
BEGIN
  -- The rows this statement adds (+1) and takes away (-1); an update counts only the rows whose
  -- counted columns changed, as their old version out and their new version in.
  IF TG_OP = 'INSERT' THEN
    src := format('SELECT %s, 1 AS s FROM new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    src := format('SELECT %s, -1 AS s FROM old_rows', cols);
  ELSE
    src := 'SELECT n.company_id, n.status, n.created_at, n.finished_at, n.target_date, 1 AS s
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.company_id, n.status, n.created_at, n.finished_at, n.target_date)
          IS DISTINCT FROM (o.company_id, o.status, o.created_at, o.finished_at, o.target_date)
      UNION ALL
      SELECT o.company_id, o.status, o.created_at, o.finished_at, o.target_date, -1
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.company_id, n.status, n.created_at, n.finished_at, n.target_date)
          IS DISTINCT FROM (o.company_id, o.status, o.created_at, o.finished_at, o.target_date)';
  END IF;

  EXECUTE format($q$
    WITH src AS (%s)
    INSERT INTO request_day_counts AS c (day, company_id, created, finished, finished_with_due, finished_on_time)
    SELECT day, company_id, sum(created), sum(finished), sum(with_due), sum(on_time) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, company_id,
        s AS created, 0 AS finished, 0 AS with_due, 0 AS on_time
      FROM src WHERE status NOT IN ('DRAFT', 'DELETED')
      UNION ALL
      SELECT (finished_at AT TIME ZONE 'UTC')::date, company_id, 0, s,
        CASE WHEN target_date IS NOT NULL THEN s ELSE 0 END,
        CASE WHEN (finished_at AT TIME ZONE 'UTC')::date <= target_date THEN s ELSE 0 END
      FROM src WHERE finished_at IS NOT NULL
    ) d
    GROUP BY day, company_id
    HAVING sum(created) <> 0 OR sum(finished) <> 0 OR sum(with_due) <> 0 OR sum(on_time) <> 0
    ORDER BY day, company_id
    ON CONFLICT (day, company_id) DO UPDATE SET
      created = c.created + EXCLUDED.created,
      finished = c.finished + EXCLUDED.finished,
      finished_with_due = c.finished_with_due + EXCLUDED.finished_with_due,
      finished_on_time = c.finished_on_time + EXCLUDED.finished_on_time
  $q$, src);

  EXECUTE format($q$
    WITH src AS (%s)
    INSERT INTO request_due_counts AS c (company_id, due_day, n)
    SELECT company_id, target_date, sum(s) FROM src
    WHERE status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS') AND target_date IS NOT NULL
    GROUP BY company_id, target_date
    HAVING sum(s) <> 0
    ORDER BY company_id, target_date
    ON CONFLICT (company_id, due_day) DO UPDATE SET n = c.n + EXCLUDED.n
  $q$, src);

  IF TG_OP <> 'INSERT' THEN
    -- Due days with no open work left go, so the overdue sum reads only days that still count.
    DELETE FROM request_due_counts c
    USING (SELECT DISTINCT company_id, target_date FROM old_rows WHERE target_date IS NOT NULL) o
    WHERE c.company_id = o.company_id AND c.due_day = o.target_date AND c.n = 0;
  END IF;

  IF TG_OP = 'UPDATE' THEN
    -- Workload follows a status change of a request with staff assigned. (A request's assignees
    -- are added after it, and its deletion is counted by the row trigger below.)
    INSERT INTO assignee_workload_counts AS c (user_id, status, n)
    SELECT a.user_id, m.status, sum(m.s) FROM (
      SELECT n.id, n.status, 1 AS s FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status AND n.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
      UNION ALL
      SELECT o.id, o.status, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status AND o.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
    ) m
    JOIN request_assignees a ON a.request_id = m.id AND a.role = 'assignedTo'
    GROUP BY a.user_id, m.status
    HAVING sum(m.s) <> 0
    ORDER BY a.user_id, m.status
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_dashboard_counters_insert
AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_dashboard_counters_apply();
--> statement-breakpoint
CREATE TRIGGER service_requests_dashboard_counters_update
AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_dashboard_counters_apply();
--> statement-breakpoint
CREATE TRIGGER service_requests_dashboard_counters_delete
AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_dashboard_counters_apply();
--> statement-breakpoint
-- A request deleted outright takes its assignees with it (ON DELETE CASCADE), but by the time the
-- cascade's triggers run the request is gone and its status unknown: its open work leaves the
-- workload here, before the row goes (the assignee triggers skip requests that no longer exist).
CREATE OR REPLACE FUNCTION assignee_workload_request_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS') THEN
    UPDATE assignee_workload_counts c SET n = c.n - 1
    FROM request_assignees a
    WHERE a.request_id = OLD.id AND a.role = 'assignedTo' AND c.user_id = a.user_id AND c.status = OLD.status;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_workload_delete
BEFORE DELETE ON service_requests
FOR EACH ROW EXECUTE FUNCTION assignee_workload_request_deleted();
--> statement-breakpoint
-- Assignments added, removed or changed: counted with their request's status, read under a share
-- lock so a concurrent status change of the same request is either seen here or sees this row.
CREATE OR REPLACE FUNCTION assignee_workload_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT request_id, user_id, role, 1 AS s FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT request_id, user_id, role, -1 AS s FROM old_rows';
  ELSE
    src := 'SELECT request_id, user_id, role, 1 AS s FROM new_rows
      UNION ALL SELECT request_id, user_id, role, -1 FROM old_rows';
  END IF;
  EXECUTE format($q$
    WITH src AS (%s), r AS (
      SELECT id, status FROM service_requests
      WHERE id IN (SELECT request_id FROM src WHERE role = 'assignedTo')
      FOR SHARE)
    INSERT INTO assignee_workload_counts AS c (user_id, status, n)
    SELECT src.user_id, r.status, sum(src.s) FROM src JOIN r ON r.id = src.request_id
    WHERE src.role = 'assignedTo' AND r.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
    GROUP BY src.user_id, r.status
    HAVING sum(src.s) <> 0
    ORDER BY src.user_id, r.status
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n
  $q$, src);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER request_assignees_workload_insert
AFTER INSERT ON request_assignees REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION assignee_workload_apply();
--> statement-breakpoint
CREATE TRIGGER request_assignees_workload_update
AFTER UPDATE ON request_assignees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION assignee_workload_apply();
--> statement-breakpoint
CREATE TRIGGER request_assignees_workload_delete
AFTER DELETE ON request_assignees REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION assignee_workload_apply();
--> statement-breakpoint
-- TRUNCATE fires none of the above (see 0009): it empties the counters itself.
CREATE OR REPLACE FUNCTION request_dashboard_counters_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'service_requests' THEN
    DELETE FROM request_day_counts;
    DELETE FROM request_due_counts;
  END IF;
  DELETE FROM assignee_workload_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_dashboard_counters_truncate
AFTER TRUNCATE ON service_requests
FOR EACH STATEMENT EXECUTE FUNCTION request_dashboard_counters_reset();
--> statement-breakpoint
CREATE TRIGGER request_assignees_workload_truncate
AFTER TRUNCATE ON request_assignees
FOR EACH STATEMENT EXECUTE FUNCTION request_dashboard_counters_reset();
--> statement-breakpoint
-- Back-fill from the requests there are.
INSERT INTO request_day_counts (day, company_id, created, finished, finished_with_due, finished_on_time)
SELECT day, company_id, sum(created), sum(finished), sum(with_due), sum(on_time) FROM (
  SELECT (created_at AT TIME ZONE 'UTC')::date AS day, company_id,
    1 AS created, 0 AS finished, 0 AS with_due, 0 AS on_time
  FROM service_requests WHERE status NOT IN ('DRAFT', 'DELETED')
  UNION ALL
  SELECT (finished_at AT TIME ZONE 'UTC')::date, company_id, 0, 1,
    CASE WHEN target_date IS NOT NULL THEN 1 ELSE 0 END,
    CASE WHEN (finished_at AT TIME ZONE 'UTC')::date <= target_date THEN 1 ELSE 0 END
  FROM service_requests WHERE finished_at IS NOT NULL
) d
GROUP BY day, company_id;
--> statement-breakpoint
INSERT INTO request_due_counts (company_id, due_day, n)
SELECT company_id, target_date, count(*) FROM service_requests
WHERE status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS') AND target_date IS NOT NULL
GROUP BY company_id, target_date;
--> statement-breakpoint
INSERT INTO assignee_workload_counts (user_id, status, n)
SELECT a.user_id, r.status, count(*) FROM request_assignees a JOIN service_requests r ON r.id = a.request_id
WHERE a.role = 'assignedTo' AND r.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
GROUP BY a.user_id, r.status;
