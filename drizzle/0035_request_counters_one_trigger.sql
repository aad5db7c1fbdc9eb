-- Issue 30, the write path: the requests' counters from ONE statement trigger per event, in static
-- SQL, and two indexes nothing reads any more.
--
-- Before, each insert, update or delete on service_requests ran two statement triggers: status counts
-- (0005, 0019) and the dashboards' day, due-day and workload counters (dashboard_counters), the
-- latter building its SQL as text and EXECUTE-ing it, so PostgreSQL parsed and planned two queries
-- on every save (~0.8 ms of a submission's database time, more than the request row's own insert).
-- Now request_counters_apply() keeps all four counters, every statement of it static (plpgsql plans
-- each once per connection), the three counters of each branch one statement of data-modifying
-- CTEs. An update whose counted columns did not change (a comment touching its request's
-- updated_at, a draft saved again) stops after one look at the transition tables.
-- The counters mean exactly what they meant (src/server/db/counters.test.ts recounts them).
CREATE OR REPLACE FUNCTION request_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH src AS (
      SELECT company_id, status, total_credit, created_at, finished_at, target_date, 1 AS s FROM new_rows
    ), st AS (
      INSERT INTO request_status_counts AS c (company_id, status, n, credit)
      SELECT company_id, status, sum(s), sum(s * total_credit) FROM src
      GROUP BY company_id, status ORDER BY company_id, status
      ON CONFLICT (company_id, status) DO UPDATE
        SET n = c.n + EXCLUDED.n, credit = c.credit + EXCLUDED.credit
    ), dy AS (
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
    )
    INSERT INTO request_due_counts AS c (company_id, due_day, n)
    SELECT company_id, target_date, sum(s) FROM src
    WHERE status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS') AND target_date IS NOT NULL
    GROUP BY company_id, target_date
    ORDER BY company_id, target_date
    ON CONFLICT (company_id, due_day) DO UPDATE SET n = c.n + EXCLUDED.n;
    RETURN NULL;
  END IF;

  IF TG_OP = 'UPDATE' THEN
    -- Only the rows whose counted columns changed, as their old version out and their new one in.
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.company_id, n.status, n.total_credit, n.created_at, n.finished_at, n.target_date)
        IS DISTINCT FROM (o.company_id, o.status, o.total_credit, o.created_at, o.finished_at, o.target_date)
    ) THEN
      RETURN NULL;
    END IF;
    WITH moved AS (
      SELECT n.id, n.company_id, n.status, n.total_credit, n.created_at, n.finished_at, n.target_date,
        o.company_id AS o_company_id, o.status AS o_status, o.total_credit AS o_total_credit,
        o.created_at AS o_created_at, o.finished_at AS o_finished_at, o.target_date AS o_target_date
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.company_id, n.status, n.total_credit, n.created_at, n.finished_at, n.target_date)
        IS DISTINCT FROM (o.company_id, o.status, o.total_credit, o.created_at, o.finished_at, o.target_date)
    ), src AS (
      SELECT company_id, status, total_credit, created_at, finished_at, target_date, 1 AS s FROM moved
      UNION ALL
      SELECT o_company_id, o_status, o_total_credit, o_created_at, o_finished_at, o_target_date, -1 FROM moved
    ), st AS (
      INSERT INTO request_status_counts AS c (company_id, status, n, credit)
      SELECT company_id, status, sum(s), sum(s * total_credit) FROM src
      GROUP BY company_id, status
      HAVING sum(s) <> 0 OR sum(s * total_credit) <> 0
      ORDER BY company_id, status
      ON CONFLICT (company_id, status) DO UPDATE
        SET n = c.n + EXCLUDED.n, credit = c.credit + EXCLUDED.credit
    ), dy AS (
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
    ), du AS (
      INSERT INTO request_due_counts AS c (company_id, due_day, n)
      SELECT company_id, target_date, sum(s) FROM src
      WHERE status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS') AND target_date IS NOT NULL
      GROUP BY company_id, target_date
      HAVING sum(s) <> 0
      ORDER BY company_id, target_date
      ON CONFLICT (company_id, due_day) DO UPDATE SET n = c.n + EXCLUDED.n
    )
    -- Workload follows a status change of a request with staff assigned. (A request's assignees
    -- are added after it, and its deletion is counted by service_requests_workload_delete.)
    INSERT INTO assignee_workload_counts AS c (user_id, status, n)
    SELECT a.user_id, m.status, sum(m.s) FROM (
      SELECT id, status, 1 AS s FROM moved
      WHERE status IS DISTINCT FROM o_status AND status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
      UNION ALL
      SELECT id, o_status, -1 FROM moved
      WHERE status IS DISTINCT FROM o_status AND o_status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
    ) m
    JOIN request_assignees a ON a.request_id = m.id AND a.role = 'assignedTo'
    GROUP BY a.user_id, m.status
    HAVING sum(m.s) <> 0
    ORDER BY a.user_id, m.status
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
    -- Due days with no open work left go, so the overdue sum reads only days that still count.
    -- (A statement of its own: the one above cannot see its own changes.)
    DELETE FROM request_due_counts c
    USING (SELECT DISTINCT o.company_id, o.target_date FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE o.target_date IS NOT NULL
             AND (n.company_id, n.status, n.target_date) IS DISTINCT FROM (o.company_id, o.status, o.target_date)) o
    WHERE c.company_id = o.company_id AND c.due_day = o.target_date AND c.n = 0;
    RETURN NULL;
  END IF;

  -- DELETE
  WITH src AS (
    SELECT company_id, status, total_credit, created_at, finished_at, target_date, -1 AS s FROM old_rows
  ), st AS (
    INSERT INTO request_status_counts AS c (company_id, status, n, credit)
    SELECT company_id, status, sum(s), sum(s * total_credit) FROM src
    GROUP BY company_id, status ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE
      SET n = c.n + EXCLUDED.n, credit = c.credit + EXCLUDED.credit
  ), dy AS (
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
  )
  INSERT INTO request_due_counts AS c (company_id, due_day, n)
  SELECT company_id, target_date, sum(s) FROM src
  WHERE status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS') AND target_date IS NOT NULL
  GROUP BY company_id, target_date
  ORDER BY company_id, target_date
  ON CONFLICT (company_id, due_day) DO UPDATE SET n = c.n + EXCLUDED.n;
  DELETE FROM request_due_counts c
  USING (SELECT DISTINCT company_id, target_date FROM old_rows WHERE target_date IS NOT NULL) o
  WHERE c.company_id = o.company_id AND c.due_day = o.target_date AND c.n = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS service_requests_status_counts_insert ON service_requests;--> statement-breakpoint
DROP TRIGGER IF EXISTS service_requests_status_counts_update ON service_requests;--> statement-breakpoint
DROP TRIGGER IF EXISTS service_requests_status_counts_delete ON service_requests;--> statement-breakpoint
DROP TRIGGER IF EXISTS service_requests_dashboard_counters_insert ON service_requests;--> statement-breakpoint
DROP TRIGGER IF EXISTS service_requests_dashboard_counters_update ON service_requests;--> statement-breakpoint
DROP TRIGGER IF EXISTS service_requests_dashboard_counters_delete ON service_requests;--> statement-breakpoint
DROP FUNCTION IF EXISTS request_status_counts_apply();--> statement-breakpoint
DROP FUNCTION IF EXISTS request_dashboard_counters_apply();--> statement-breakpoint
CREATE TRIGGER service_requests_counters_insert
AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_counters_apply();
--> statement-breakpoint
CREATE TRIGGER service_requests_counters_update
AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_counters_apply();
--> statement-breakpoint
CREATE TRIGGER service_requests_counters_delete
AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION request_counters_apply();
--> statement-breakpoint
-- Assignments added, removed or changed: counted with their request's status, read under a share
-- lock so a concurrent status change of the same request is either seen here or sees this row.
-- Static SQL per event (it was built as text and EXECUTE-d on every statement); a statement with
-- no staff assignment (a customer's assignees, the common case) stops after one look.
CREATE OR REPLACE FUNCTION assignee_workload_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE role = 'assignedTo') THEN RETURN NULL; END IF;
    WITH src AS (SELECT request_id, user_id, 1 AS s FROM new_rows WHERE role = 'assignedTo'),
    r AS (SELECT id, status FROM service_requests WHERE id IN (SELECT request_id FROM src) FOR SHARE)
    INSERT INTO assignee_workload_counts AS c (user_id, status, n)
    SELECT src.user_id, r.status, sum(src.s) FROM src JOIN r ON r.id = src.request_id
    WHERE r.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
    GROUP BY src.user_id, r.status HAVING sum(src.s) <> 0 ORDER BY src.user_id, r.status
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE role = 'assignedTo') THEN RETURN NULL; END IF;
    WITH src AS (SELECT request_id, user_id, -1 AS s FROM old_rows WHERE role = 'assignedTo'),
    r AS (SELECT id, status FROM service_requests WHERE id IN (SELECT request_id FROM src) FOR SHARE)
    INSERT INTO assignee_workload_counts AS c (user_id, status, n)
    SELECT src.user_id, r.status, sum(src.s) FROM src JOIN r ON r.id = src.request_id
    WHERE r.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
    GROUP BY src.user_id, r.status HAVING sum(src.s) <> 0 ORDER BY src.user_id, r.status
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE role = 'assignedTo')
       AND NOT EXISTS (SELECT 1 FROM old_rows WHERE role = 'assignedTo') THEN
      RETURN NULL;
    END IF;
    WITH src AS (
      SELECT request_id, user_id, 1 AS s FROM new_rows WHERE role = 'assignedTo'
      UNION ALL SELECT request_id, user_id, -1 FROM old_rows WHERE role = 'assignedTo'
    ),
    r AS (SELECT id, status FROM service_requests WHERE id IN (SELECT request_id FROM src) FOR SHARE)
    INSERT INTO assignee_workload_counts AS c (user_id, status, n)
    SELECT src.user_id, r.status, sum(src.s) FROM src JOIN r ON r.id = src.request_id
    WHERE r.status IN ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')
    GROUP BY src.user_id, r.status HAVING sum(src.s) <> 0 ORDER BY src.user_id, r.status
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The dashboards' weekly created and finished figures and the monthly on-time rate read
-- request_day_counts since dashboard_counters; nothing reads these two any more, and every insert
-- and every non-HOT update (each comment touches its request) paid for them.
DROP INDEX IF EXISTS service_requests_submitted_created_idx;--> statement-breakpoint
DROP INDEX IF EXISTS service_requests_finished_idx;
