import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  forumCommentLikes,
  forumComments,
  forumPollVotes,
  forumPostLikes,
  forumPosts,
  forumPostVersions,
  forumReadVersions,
} from "../../db/schema/index.js";
import { prepared } from "./community.repository.js";

/**
 * What one read needs to answer from a kept body (decision 053), in one query: the version of the
 * data the answer shows (null when there is none: an unknown post), and for a signed-in reader what
 * is theirs in it: whether they have held or hidden content there (then the shared body is not
 * their answer), which of the body's posts or comments they like, their vote in the post's poll.
 */
export interface AnswerCheck {
  version: string | null;
  ownHeld: boolean;
  liked: Set<string>;
  myVote: string | null;
}

/** The scope every author's shown name and logo move (users' names, company profiles). */
const AUTHORS_SCOPE = "authors";

const authorsVersion = sql`(select ${forumReadVersions.version} from ${forumReadVersions} where ${forumReadVersions.scope} = ${AUTHORS_SCOPE})`;
const viewerId = sql.placeholder("viewerId");
/** The kept body's ids, comma-separated (one text parameter, the same on both drivers). */
const keptIds = sql`string_to_array(${sql.placeholder("ids")}::text, ',')::uuid[]`;

interface CheckRow {
  version: string | null;
  ownHeld: boolean | null;
  liked: string[] | null;
  myVote: string | null;
}

function checkOf(row: CheckRow | undefined): AnswerCheck {
  return {
    version: row?.version ?? null,
    ownHeld: Boolean(row?.ownHeld),
    liked: new Set(row?.liked ?? []),
    myVote: row?.myVote ?? null,
  };
}

/**
 * The check's statement for one read and viewer kind (prepared once per database handle): what a
 * read leaves out is constant (no held content, no likes, no vote). The fields are built only when
 * the statement is, not on every read.
 */
function checkStatement(
  db: Db,
  name: string,
  fieldsOf: () => { version: SQL; ownHeld?: SQL; liked?: SQL; myVote?: SQL },
) {
  return prepared(db, name, (statementName) => {
    const fields = fieldsOf();
    return db
      .select({
        version: sql<string | null>`${fields.version}`,
        ownHeld: sql<boolean>`${fields.ownHeld ?? sql`false`}`,
        liked: sql<string[] | null>`${fields.liked ?? sql`null::text[]`}`,
        myVote: sql<string | null>`${fields.myVote ?? sql`null::text`}`,
      })
      .from(sql`(select 1) as one`)
      .prepare(statementName);
  });
}

const post = sql.placeholder("postId");
const categoryParam = sql`${sql.placeholder("category")}::text`;
/** A post's version and the authors', as one text; null without the post. */
const postVersion = sql`(select ${forumPostVersions.version} from ${forumPostVersions} where ${forumPostVersions.postId} = ${post}::uuid)::text || '.' || ${authorsVersion}::text`;

/** A category's pages: the category's and the authors' versions; a member's held posts there and likes. */
export async function checkCategoryAnswer(
  db: Db,
  category: string,
  viewer: string | null,
  ids: readonly string[],
): Promise<AnswerCheck> {
  const statement = checkStatement(db, `forum_answer_category_${viewer ? "member" : "guest"}`, () => ({
    version: sql`(select ${forumReadVersions.version} from ${forumReadVersions} where ${forumReadVersions.scope} = 'category:' || ${categoryParam})::text || '.' || ${authorsVersion}::text`,
    ...(viewer && {
      ownHeld: sql`exists (select 1 from ${forumPosts} where ${forumPosts.category} = ${categoryParam} and ${forumPosts.moderation} in ('pending', 'hidden') and ${forumPosts.authorId} = ${viewerId}::uuid)`,
      liked: sql`(select array_agg(${forumPostLikes.postId}::text) from ${forumPostLikes} where ${forumPostLikes.userId} = ${viewerId}::uuid and ${forumPostLikes.postId} = any(${keptIds}))`,
    }),
  }));
  const [row] = await statement.execute({ category, viewerId: viewer, ids: ids.join(",") });
  return checkOf(row);
}

/** A post's page: the post's and the authors' versions; a member's like of it and vote in its poll. */
export async function checkPostAnswer(db: Db, postId: string, viewer: string | null): Promise<AnswerCheck> {
  const statement = checkStatement(db, `forum_answer_post_${viewer ? "member" : "guest"}`, () => ({
    version: postVersion,
    ...(viewer && {
      liked: sql`(select array_agg(${forumPostLikes.postId}::text) from ${forumPostLikes} where ${forumPostLikes.postId} = ${post}::uuid and ${forumPostLikes.userId} = ${viewerId}::uuid)`,
      myVote: sql`(select ${forumPollVotes.optionId}::text from ${forumPollVotes} where ${forumPollVotes.postId} = ${post}::uuid and ${forumPollVotes.userId} = ${viewerId}::uuid)`,
    }),
  }));
  const [row] = await statement.execute({ postId, viewerId: viewer });
  return checkOf(row);
}

/** A post's comments pages: the post's and the authors' versions; a member's held comments there and likes. */
export async function checkCommentsAnswer(
  db: Db,
  postId: string,
  viewer: string | null,
  ids: readonly string[],
): Promise<AnswerCheck> {
  const statement = checkStatement(db, `forum_answer_comments_${viewer ? "member" : "guest"}`, () => ({
    version: postVersion,
    ...(viewer && {
      // Read by forum_comments_held_idx: only comments not visible to everyone are in it.
      ownHeld: sql`exists (select 1 from ${forumComments} where ${forumComments.postId} = ${post}::uuid and ${forumComments.authorId} = ${viewerId}::uuid and ${forumComments.moderation} <> 'visible')`,
      liked: sql`(select array_agg(${forumCommentLikes.commentId}::text) from ${forumCommentLikes} where ${forumCommentLikes.userId} = ${viewerId}::uuid and ${forumCommentLikes.commentId} = any(${keptIds}))`,
    }),
  }));
  const [row] = await statement.execute({ postId, viewerId: viewer, ids: ids.join(",") });
  return checkOf(row);
}
