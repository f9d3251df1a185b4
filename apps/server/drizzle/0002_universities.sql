CREATE TABLE "universities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"city" text,
	"state_province" text,
	"website" text,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"acronyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"founded_year" integer,
	"latitude" double precision,
	"longitude" double precision,
	"ror_id" text,
	"wikidata_id" text,
	"world_ranking" integer,
	"world_ranking_band" text,
	"ranking_source" text,
	"ranking_license" text,
	"specialization" text,
	"description" text,
	"fields_of_study" text[] DEFAULT '{}'::text[] NOT NULL,
	"degree_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"offer_letter_fee_minor" integer,
	"annual_fee_minor" integer,
	"tuition_min_minor" integer,
	"tuition_max_minor" integer,
	"sample_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"provenance" jsonb,
	"search_name" text NOT NULL,
	"search_terms" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_terms)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "universities_key_key" ON "universities" USING btree ("key");--> statement-breakpoint
CREATE INDEX "universities_search_terms_trgm_idx" ON "universities" USING gin ("search_terms" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_search_vector_idx" ON "universities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "universities_search_name_idx" ON "universities" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "universities_country_ranking_idx" ON "universities" USING btree ("country","world_ranking");--> statement-breakpoint
CREATE INDEX "universities_ranking_idx" ON "universities" USING btree ("world_ranking");--> statement-breakpoint
CREATE INDEX "universities_tuition_idx" ON "universities" USING btree ("tuition_min_minor");--> statement-breakpoint
CREATE INDEX "universities_fields_idx" ON "universities" USING gin ("fields_of_study");--> statement-breakpoint
CREATE INDEX "universities_degree_types_idx" ON "universities" USING gin ("degree_types");