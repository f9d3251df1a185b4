import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { forumPosts } from "../../db/schema/index.js";

/** Adds counted views to their posts in one statement (posts deleted meanwhile are skipped). */
export async function addPostViews(db: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const values = sql.join(
    [...counts].map(([postId, n]) => sql`(${postId}::uuid, ${n}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${forumPosts} set view_count = ${forumPosts.viewCount} + v.n
    from (values ${values}) as v(id, n)
    where ${forumPosts.id} = v.id`);
}
