import type { CompanyForumPosts } from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { presentPostSummary } from "./community.presenter.js";
import { newestPostsByAuthor } from "./community.repository.js";
import { canReadCompanyPosts } from "./company-posts.policy.js";
import { totalsOfAuthor } from "./company-posts.repository.js";
import { pollsOf } from "./polls.service.js";

/** How many of its posts the company's dashboard lists (the totals count them all). */
export const COMPANY_POSTS_LISTED = 100;

/**
 * The signed-in company's newest posts (held and hidden ones included, marked) with their views,
 * likes, comments and poll results, and the totals over all its posts. Keyed on the actor's own
 * id: there is no other account's id to pass.
 */
export async function listOwnCompanyPosts(ctx: AppContext, actor: Actor): Promise<CompanyForumPosts> {
  authorize(canReadCompanyPosts(actor), "forbidden");
  const rows = await newestPostsByAuthor(ctx.db, actor.userId, COMPANY_POSTS_LISTED);
  const polls = await pollsOf(
    ctx.db,
    rows.filter((row) => row.hasPoll).map((row) => row.id),
    actor.userId,
  );
  return {
    posts: rows.map((row) => ({
      ...presentPostSummary(row),
      viewCount: row.viewCount,
      poll: polls.get(row.id) ?? null,
    })),
    totals: await totalsOfAuthor(ctx.db, actor.userId),
  };
}
