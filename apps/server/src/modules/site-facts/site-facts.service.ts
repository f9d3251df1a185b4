import { type SiteFacts, siteFactThresholds } from "@meridian/contract";
import type { AppContext } from "../../lib/context.js";
import { ResultCache } from "../../lib/result-cache.js";
import { applicationOutcomes } from "../applications/applications.service.js";
import { catalogueFacts } from "../universities/universities.service.js";
import { countUsersOfType } from "../users/users.service.js";

// Figures about people move slowly and are read on every landing visit: counted at most once a
// minute per node. One cache per app (tests build several apps in one process).
const peopleCaches = new WeakMap<AppContext, ResultCache<Pick<SiteFacts, "students" | "successRate">>>();

/** Students and success rate, each null until there are enough to mean something (decision 049). */
async function peopleFacts(ctx: AppContext): Promise<Pick<SiteFacts, "students" | "successRate">> {
  let cache = peopleCaches.get(ctx);
  if (!cache) {
    cache = new ResultCache({ maxEntries: 1, ttlMs: 60_000 });
    peopleCaches.set(ctx, cache);
  }
  return cache.getOrCompute("people", async () => {
    const students = await countUsersOfType(ctx.db, "customer");
    const { offers, refusals } = await applicationOutcomes(ctx);
    const decided = offers + refusals;
    return {
      students: students >= siteFactThresholds.students ? students : null,
      successRate:
        decided >= siteFactThresholds.decidedApplications ? Math.round((offers / decided) * 100) : null,
    };
  });
}

/** What the landing page may claim, computed from the database. */
// Public aggregate that acts for nobody: no actor, no authorize call.
export async function siteFacts(ctx: AppContext): Promise<SiteFacts> {
  const [catalogue, people] = await Promise.all([catalogueFacts(ctx), peopleFacts(ctx)]);
  return { ...catalogue, ...people };
}
