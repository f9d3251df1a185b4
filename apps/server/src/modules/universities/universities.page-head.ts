import { universityPageMeta } from "@meridian/contract";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { isUuid } from "../../lib/ids.js";
import type { PageHead } from "../../lib/page-head.js";
import { getUniversity } from "./universities.service.js";

/**
 * A university's page (`/universities/{id}`, public) answers with the university's own title and
 * description in its HTML, the same the page sets as it renders (the contract's
 * `universityPageMeta`), and 404 for an id no university has.
 */
export function universityPageHead(ctx: AppContext): PageHead {
  return {
    pattern: /^\/universities\/([^/]+)\/*$/i,
    head: async (id) => {
      // Not an id at all ("/universities/abc"): no query, the same 404.
      if (!isUuid(id)) return null;
      try {
        return universityPageMeta(await getUniversity(ctx, id));
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") return null;
        throw error;
      }
    },
  };
}
