-- Extensions the catalogue search relies on (trigram similarity, accent folding).
-- Both are trusted extensions on PostgreSQL >= 13 and ship with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
