-- Trigram indexes (typo-tolerant job search) need pg_trgm before the catalogue tables are created.
-- PGlite loads it (db/client.ts); on a PostgreSQL server the migrating role must be allowed to create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
