CREATE TABLE "forum_post_versions" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_read_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_post_versions" ADD CONSTRAINT "forum_post_versions_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_comments_held_idx" ON "forum_comments" USING btree ("post_id","author_id") WHERE "forum_comments"."moderation" <> 'visible';--> statement-breakpoint
-- Versions of what the forum's public reads show (decision 053): a category's pages
-- ('category:<id>'), every author's shown name and logo ('authors'), and each post's page with its
-- comments (forum_post_versions). Moved only here, by triggers in the writing transaction, so every
-- path moves them (each service, a cascade, an import, a row edited by hand) and any node sees the
-- change on its next read. A view count (batched every few seconds) moves nothing: no answer shows it.
CREATE FUNCTION "forum_bump_read_version"("bumped" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "forum_read_versions" ("scope", "version") VALUES ("bumped", 1)
  ON CONFLICT ("scope") DO UPDATE SET "version" = "forum_read_versions"."version" + 1;
$$;
--> statement-breakpoint
INSERT INTO "forum_read_versions" ("scope", "version")
SELECT 'category:' || c, 0 FROM unnest(array['general', 'usa_study', 'uk_study', 'canada_study', 'australia_study', 'ielts_prep', 'visa_tips', 'scholarships', 'europe_study']) AS c
UNION ALL SELECT 'authors', 0;
--> statement-breakpoint
INSERT INTO "forum_post_versions" ("post_id", "version") SELECT "id", 0 FROM "forum_posts";
--> statement-breakpoint
-- A post: what its category's pages show of it moves the category (old and new one), what its own
-- page shows moves the post. Columns no answer shows (view_count, hold reasons, matched words,
-- the search vector) move nothing.
CREATE FUNCTION "forum_posts_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "forum_post_versions" ("post_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
    PERFORM "forum_bump_read_version"('category:' || NEW."category");
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM "forum_bump_read_version"('category:' || OLD."category");
    RETURN NULL;
  END IF;
  listed := ROW(NEW."category", NEW."author_id", NEW."title", NEW."excerpt", NEW."moderation", NEW."like_count",
                NEW."comment_count", NEW."last_activity_at", NEW."created_at", NEW."edited_at", NEW."has_poll",
                NEW."photo_count", NEW."featured_until", NEW."id")
    IS DISTINCT FROM ROW(OLD."category", OLD."author_id", OLD."title", OLD."excerpt", OLD."moderation", OLD."like_count",
                OLD."comment_count", OLD."last_activity_at", OLD."created_at", OLD."edited_at", OLD."has_poll",
                OLD."photo_count", OLD."featured_until", OLD."id");
  IF listed THEN
    PERFORM "forum_bump_read_version"('category:' || OLD."category");
    IF NEW."category" <> OLD."category" THEN
      PERFORM "forum_bump_read_version"('category:' || NEW."category");
    END IF;
  END IF;
  IF listed OR NEW."body" IS DISTINCT FROM OLD."body" OR NEW."body_html" IS DISTINCT FROM OLD."body_html" THEN
    INSERT INTO "forum_post_versions" ("post_id", "version") VALUES (NEW."id", 1)
    ON CONFLICT ("post_id") DO UPDATE SET "version" = "forum_post_versions"."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "forum_posts_bump_versions" AFTER INSERT OR UPDATE OR DELETE ON "forum_posts"
FOR EACH ROW EXECUTE FUNCTION "forum_posts_bump_versions"();
--> statement-breakpoint
-- A post's comments, poll options (their vote counts) and photos move the post's version. An UPDATE
-- only: a row removed with its post (a cascade) has no version left to move.
CREATE FUNCTION "forum_post_parts_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forum_post_versions" SET "version" = "version" + 1
  WHERE "post_id" IN (
    (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."post_id" END),
    (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."post_id" END)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "forum_comments_bump_post_version" AFTER INSERT OR DELETE ON "forum_comments"
FOR EACH ROW EXECUTE FUNCTION "forum_post_parts_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "forum_comments_bump_post_version_on_change" AFTER UPDATE ON "forum_comments"
FOR EACH ROW WHEN (
  ROW(NEW."post_id", NEW."parent_id", NEW."author_id", NEW."body", NEW."body_html", NEW."moderation",
      NEW."like_count", NEW."created_at", NEW."edited_at", NEW."id")
  IS DISTINCT FROM ROW(OLD."post_id", OLD."parent_id", OLD."author_id", OLD."body", OLD."body_html", OLD."moderation",
      OLD."like_count", OLD."created_at", OLD."edited_at", OLD."id"))
EXECUTE FUNCTION "forum_post_parts_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "forum_poll_options_bump_post_version" AFTER INSERT OR UPDATE OR DELETE ON "forum_poll_options"
FOR EACH ROW EXECUTE FUNCTION "forum_post_parts_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "forum_photos_bump_post_version" AFTER INSERT OR UPDATE OR DELETE ON "forum_photos"
FOR EACH ROW EXECUTE FUNCTION "forum_post_parts_bump_version"();
--> statement-breakpoint
-- An author's shown name and logo: an account's names or type, a company profile's name or logo.
-- One shared version rather than every category and post the author wrote in (decision 040's
-- reason: a rename then locks one row), moved only for accounts that wrote in the forum.
CREATE FUNCTION "forum_bump_authors_version_of"("account" uuid) RETURNS void LANGUAGE sql AS $$
  SELECT "forum_bump_read_version"('authors')
  WHERE EXISTS (SELECT 1 FROM "forum_posts" WHERE "author_id" = "account")
     OR EXISTS (SELECT 1 FROM "forum_comments" WHERE "author_id" = "account");
$$;
--> statement-breakpoint
CREATE FUNCTION "users_bump_forum_authors_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "forum_bump_authors_version_of"(NEW."id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_profiles_bump_forum_authors_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "forum_bump_authors_version_of"(CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_forum_authors_version" AFTER UPDATE OF "first_name", "last_name", "user_type" ON "users"
FOR EACH ROW WHEN (ROW(OLD."first_name", OLD."last_name", OLD."user_type") IS DISTINCT FROM ROW(NEW."first_name", NEW."last_name", NEW."user_type"))
EXECUTE FUNCTION "users_bump_forum_authors_version"();
--> statement-breakpoint
CREATE TRIGGER "company_profiles_bump_forum_authors_version" AFTER INSERT OR DELETE ON "company_profiles"
FOR EACH ROW EXECUTE FUNCTION "company_profiles_bump_forum_authors_version"();
--> statement-breakpoint
CREATE TRIGGER "company_profiles_bump_forum_authors_version_on_change" AFTER UPDATE OF "name", "logo_sha256" ON "company_profiles"
FOR EACH ROW WHEN (ROW(OLD."name", OLD."logo_sha256") IS DISTINCT FROM ROW(NEW."name", NEW."logo_sha256"))
EXECUTE FUNCTION "company_profiles_bump_forum_authors_version"();
