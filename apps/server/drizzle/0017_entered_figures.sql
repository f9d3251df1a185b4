ALTER TABLE "universities" ADD COLUMN "entered" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Decision 073: no generated figure stays attached to a real university. The demo's sample values
-- (the fields listed in sample_fields) become unknown.
UPDATE "universities" SET
  "annual_fee_minor" = CASE WHEN 'annualFee' = ANY("sample_fields") THEN NULL ELSE "annual_fee_minor" END,
  "offer_letter_fee_minor" = CASE WHEN 'offerLetterFee' = ANY("sample_fields") THEN NULL ELSE "offer_letter_fee_minor" END,
  "tuition_min_minor" = CASE WHEN 'tuitionFees' = ANY("sample_fields") THEN NULL ELSE "tuition_min_minor" END,
  "tuition_max_minor" = CASE WHEN 'tuitionFees' = ANY("sample_fields") THEN NULL ELSE "tuition_max_minor" END,
  "specialization" = CASE WHEN 'specialization' = ANY("sample_fields") THEN NULL ELSE "specialization" END,
  "description" = CASE WHEN 'description' = ANY("sample_fields") THEN NULL ELSE "description" END,
  "fields_of_study" = CASE WHEN 'fieldsOfStudy' = ANY("sample_fields") THEN '{}' ELSE "fields_of_study" END,
  "degree_types" = CASE WHEN 'degreeTypes' = ANY("sample_fields") THEN '{}' ELSE "degree_types" END
WHERE "sample_fields" <> '{}';--> statement-breakpoint
-- What is left that no source file gave was typed in or imported by an admin: stamped as entered
-- by an admin at the row's last change (the most this database knows of when).
UPDATE "universities" SET "entered" = jsonb_strip_nulls(jsonb_build_object(
  'worldRanking', CASE WHEN "world_ranking" IS NOT NULL AND "ranking_source" IS NULL THEN 1 END,
  'specialization', CASE WHEN "specialization" IS NOT NULL THEN 1 END,
  'description', CASE WHEN "description" IS NOT NULL THEN 1 END,
  'fieldsOfStudy', CASE WHEN "fields_of_study" <> '{}' AND jsonb_typeof("facts"->'fieldShares') IS DISTINCT FROM 'object' THEN 1 END,
  'degreeTypes', CASE WHEN "degree_types" <> '{}' AND jsonb_typeof("facts"->'degrees') IS DISTINCT FROM 'object' THEN 1 END,
  'offerLetterFee', CASE WHEN "offer_letter_fee_minor" IS NOT NULL THEN 1 END,
  'annualFee', CASE WHEN "annual_fee_minor" IS NOT NULL THEN 1 END,
  'tuitionFees', CASE WHEN ("tuition_min_minor" IS NOT NULL OR "tuition_max_minor" IS NOT NULL) AND jsonb_typeof("facts"->'tuition') IS DISTINCT FROM 'object' THEN 1 END
));--> statement-breakpoint
UPDATE "universities" SET "entered" = (
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('by', 'admin', 'at', to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), '{}'::jsonb)
  FROM jsonb_object_keys("entered") AS key
) WHERE "entered" <> '{}'::jsonb;
