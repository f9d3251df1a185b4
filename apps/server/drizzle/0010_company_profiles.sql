CREATE TABLE "company_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"description" text,
	"logo_key" text,
	"logo_sha256" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_name_length" CHECK (char_length("company_profiles"."name") between 2 and 120),
	CONSTRAINT "company_profiles_website_length" CHECK (char_length("company_profiles"."website") <= 300),
	CONSTRAINT "company_profiles_description_length" CHECK (char_length("company_profiles"."description") <= 2000),
	CONSTRAINT "company_profiles_logo_whole" CHECK (("company_profiles"."logo_key" is null) = ("company_profiles"."logo_sha256" is null))
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;