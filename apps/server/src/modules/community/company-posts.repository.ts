import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { forumPosts } from "../../db/schema/index.js";

/** What all of an author's posts drew, in any moderation state: one aggregate over the author index. */
export async function totalsOfAuthor(
  db: Db,
  authorId: string,
): Promise<{ posts: number; views: number; likes: number; comments: number }> {
  const [row] = await db
    .select({
      posts: sql<number>`count(*)::int`,
      views: sql<number>`coalesce(sum(${forumPosts.viewCount}), 0)::int`,
      likes: sql<number>`coalesce(sum(${forumPosts.likeCount}), 0)::int`,
      comments: sql<number>`coalesce(sum(${forumPosts.commentCount}), 0)::int`,
    })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, authorId));
  return {
    posts: Number(row?.posts ?? 0),
    views: Number(row?.views ?? 0),
    likes: Number(row?.likes ?? 0),
    comments: Number(row?.comments ?? 0),
  };
}
