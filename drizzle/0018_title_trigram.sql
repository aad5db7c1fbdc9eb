-- Issue 15: the list's title filter is a substring match (ILIKE '%word%'), which no b-tree can
-- serve; a rare word scanned every row (2.4 s at 1M requests). A trigram GIN index answers it.
-- pg_trgm ships with PostgreSQL's contrib and is a trusted extension (PG 13+), and the embedded
-- engine loads it (db/client.ts). A server without contrib, or a role that may not create it,
-- keeps working without the index: the filter stays correct, only slower on rare words.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX IF NOT EXISTS service_requests_title_trgm_idx
        ON service_requests USING gin (title gin_trgm_ops);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%); the title filter runs without its index', SQLERRM;
    END;
  END IF;
END
$$;
