-- Known short names the open data lacks (universities.known-names.ts), added to catalogues seeded
-- before them: searchable as alternate names. A university already carrying the name is left alone.
UPDATE "universities" SET "alternate_names" = "alternate_names" || ARRAY['Caltech'], "search_terms" = "search_terms" || ' caltech' WHERE "key" = 'ror:05dxps055' AND NOT ('Caltech' = ANY("alternate_names"));--> statement-breakpoint
UPDATE "universities" SET "alternate_names" = "alternate_names" || ARRAY['UC Berkeley'], "search_terms" = "search_terms" || ' uc berkeley' WHERE "key" = 'ror:01an7q238' AND NOT ('UC Berkeley' = ANY("alternate_names"));--> statement-breakpoint
UPDATE "universities" SET "alternate_names" = "alternate_names" || ARRAY['Berkeley'], "search_terms" = "search_terms" || ' berkeley' WHERE "key" = 'ror:01an7q238' AND NOT ('Berkeley' = ANY("alternate_names"));--> statement-breakpoint
UPDATE "universities" SET "alternate_names" = "alternate_names" || ARRAY['UT Austin'], "search_terms" = "search_terms" || ' ut austin' WHERE "key" = 'ror:00hj54h04' AND NOT ('UT Austin' = ANY("alternate_names"));--> statement-breakpoint
UPDATE "universities" SET "alternate_names" = "alternate_names" || ARRAY['TU Delft'], "search_terms" = "search_terms" || ' tu delft' WHERE "key" = 'ror:02e2c7k09' AND NOT ('TU Delft' = ANY("alternate_names"));
