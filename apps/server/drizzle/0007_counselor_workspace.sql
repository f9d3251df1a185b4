CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_side" text NOT NULL,
	"content" text NOT NULL,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_side_check" CHECK ("chat_messages"."sender_side" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "counselor_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"counselor_id" uuid,
	"previous_counselor_id" uuid,
	"assigned_by" uuid,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_assignments_source_check" CHECK ("counselor_assignments"."source" in ('admin', 'automatic', 'conversion'))
);
--> statement-breakpoint
CREATE TABLE "follow_up_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"author_id" uuid,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"priority" text NOT NULL,
	"content" text NOT NULL,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"due_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_notes_category_check" CHECK ("follow_up_notes"."category" in ('lead', 'application', 'visa', 'loan')),
	CONSTRAINT "follow_up_notes_priority_check" CHECK ("follow_up_notes"."priority" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "shared_list_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shared_list_version_single_row" CHECK ("shared_list_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "security_settings" ADD COLUMN "auto_assign_students" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "security_settings" ADD COLUMN "counselor_student_cap" integer;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "counselor_id" uuid;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "records_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "preferences_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "current_education_level" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "academic_score" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "academic_scoring_type" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "institution_name" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "academic_interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "personal_details" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "academic_details" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "work_details" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "test_scores" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "study_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "university_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "financial_info" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "visa_history" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "family_details" jsonb;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "additional_info" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_users_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_assignments" ADD CONSTRAINT "counselor_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_assignments" ADD CONSTRAINT "counselor_assignments_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_assignments" ADD CONSTRAINT "counselor_assignments_previous_counselor_id_users_id_fk" FOREIGN KEY ("previous_counselor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_assignments" ADD CONSTRAINT "counselor_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_key" ON "chat_messages" USING btree ("sender_id","client_message_id");--> statement-breakpoint
CREATE INDEX "counselor_assignments_student_idx" ON "counselor_assignments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_up_notes_student_idx" ON "follow_up_notes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_up_notes_due_idx" ON "follow_up_notes" USING btree ("due_at") WHERE "follow_up_notes"."completed_at" is null and "follow_up_notes"."due_notified_at" is null and "follow_up_notes"."due_at" is not null;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_profiles_counselor_idx" ON "student_profiles" USING btree ("counselor_id");--> statement-breakpoint
ALTER TABLE "security_settings" ADD CONSTRAINT "security_settings_cap_check" CHECK ("security_settings"."counselor_student_cap" is null or "security_settings"."counselor_student_cap" > 0);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_academic_score_check" CHECK ("student_profiles"."academic_score" is null or ("student_profiles"."academic_score" >= 0 and "student_profiles"."academic_score" <= 100));--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_status_check" CHECK ("student_profiles"."status" in ('inquiry', 'active', 'pending', 'converted', 'visa_applied', 'visa_approved', 'departed'));
--> statement-breakpoint
-- Profiles so far were made by a first save of study preferences.
UPDATE "student_profiles" SET "preferences_saved_at" = "updated_at";
--> statement-breakpoint
-- Every student has a profile (counselor routes name students by its id); older accounts get theirs here.
INSERT INTO "student_profiles" ("id", "user_id")
SELECT gen_random_uuid(), "id" FROM "users" WHERE "user_type" = 'customer'
ON CONFLICT ("user_id") DO NOTHING;
--> statement-breakpoint
-- A new student account gets its profile in the same statement, whichever path made the account
-- (registration, the demo seed, an import), so no counselor route can meet a student without one.
CREATE FUNCTION "create_student_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "student_profiles" ("id", "user_id") VALUES (gen_random_uuid(), NEW."id")
  ON CONFLICT ("user_id") DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_create_student_profile" AFTER INSERT ON "users"
FOR EACH ROW WHEN (NEW."user_type" = 'customer') EXECUTE FUNCTION "create_student_profile"();
--> statement-breakpoint
-- records_version: one bump per changed row of what a student's lists show (decision 040).
CREATE FUNCTION "bump_student_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "student_profiles" SET "records_version" = "records_version" + 1 WHERE "user_id" = OLD."student_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."student_id" IS DISTINCT FROM OLD."student_id") THEN
    UPDATE "student_profiles" SET "records_version" = "records_version" + 1 WHERE "user_id" = NEW."student_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_bump_student_records" AFTER INSERT OR UPDATE OR DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "bump_student_records"();
--> statement-breakpoint
CREATE TRIGGER "documents_bump_student_records" AFTER INSERT OR UPDATE OR DELETE ON "documents"
FOR EACH ROW EXECUTE FUNCTION "bump_student_records"();
--> statement-breakpoint
CREATE FUNCTION "bump_student_records_of_attachment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "student_profiles" SET "records_version" = "records_version" + 1
  WHERE "user_id" IN (
    SELECT "student_id" FROM "applications"
    WHERE "id" IN (
      (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."application_id" END),
      (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."application_id" END)
    )
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "application_documents_bump_student_records" AFTER INSERT OR UPDATE OR DELETE ON "application_documents"
FOR EACH ROW EXECUTE FUNCTION "bump_student_records_of_attachment"();
--> statement-breakpoint
-- What every student's list shows of shared rows (a university's name and place, a verifier's name)
-- moves one shared version instead of every affected profile: a catalogue import or a rename locks
-- one row, not the profiles of everyone applying there (decision 040).
CREATE FUNCTION "bump_shared_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shared_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "shared_list_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER "universities_bump_shared_list_version" AFTER UPDATE OF "name", "city", "country", "website" ON "universities"
FOR EACH ROW WHEN (ROW(OLD."name", OLD."city", OLD."country", OLD."website") IS DISTINCT FROM ROW(NEW."name", NEW."city", NEW."country", NEW."website"))
EXECUTE FUNCTION "bump_shared_list_version"();
--> statement-breakpoint
CREATE TRIGGER "users_bump_shared_list_version" AFTER UPDATE OF "first_name", "last_name" ON "users"
FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
EXECUTE FUNCTION "bump_shared_list_version"();
