import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type ForumPhotoRow, forumPhotos, forumPosts } from "../../db/schema/index.js";

/** A photo with what the policy decides on: its post's author and moderation state. */
export type PhotoWithPost = ForumPhotoRow & { authorId: string | null; moderation: string };

export async function findPhoto(db: Db, photoId: string): Promise<PhotoWithPost | undefined> {
  const [row] = await db
    .select({
      id: forumPhotos.id,
      postId: forumPhotos.postId,
      storageKey: forumPhotos.storageKey,
      sha256: forumPhotos.sha256,
      size: forumPhotos.size,
      width: forumPhotos.width,
      height: forumPhotos.height,
      createdAt: forumPhotos.createdAt,
      authorId: forumPosts.authorId,
      moderation: forumPosts.moderation,
    })
    .from(forumPhotos)
    .innerJoin(forumPosts, eq(forumPosts.id, forumPhotos.postId))
    .where(eq(forumPhotos.id, photoId))
    .limit(1);
  return row;
}

/** A post's photos in the order they were added. */
export async function photosOfPost(db: Db, postId: string): Promise<ForumPhotoRow[]> {
  return db.select().from(forumPhotos).where(eq(forumPhotos.postId, postId)).orderBy(asc(forumPhotos.id));
}

export async function countPhotos(db: Db, postId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(forumPhotos).where(eq(forumPhotos.postId, postId));
  return row?.n ?? 0;
}

/** Adds a photo and keeps the post's photo_count (in the caller's transaction, after lockPost). */
export async function insertPhoto(db: Db, values: typeof forumPhotos.$inferInsert): Promise<void> {
  await db.insert(forumPhotos).values(values);
  await db
    .update(forumPosts)
    .set({ photoCount: sql`${forumPosts.photoCount} + 1` })
    .where(eq(forumPosts.id, values.postId));
}

/** Removes a photo and keeps the post's photo_count; answers its storage key, or undefined. */
export async function deletePhotoRow(db: Db, photoId: string): Promise<string | undefined> {
  const [row] = await db
    .delete(forumPhotos)
    .where(eq(forumPhotos.id, photoId))
    .returning({ storageKey: forumPhotos.storageKey, postId: forumPhotos.postId });
  if (!row) return undefined;
  await db
    .update(forumPosts)
    .set({ photoCount: sql`greatest(${forumPosts.photoCount} - 1, 0)` })
    .where(eq(forumPosts.id, row.postId));
  return row.storageKey;
}

/** The storage keys of a post's photos (before the post is deleted and its rows cascade). */
export async function photoKeysOfPost(db: Db, postId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: forumPhotos.storageKey })
    .from(forumPhotos)
    .where(eq(forumPhotos.postId, postId));
  return rows.map((row) => row.storageKey);
}
