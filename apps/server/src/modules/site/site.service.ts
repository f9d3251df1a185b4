import type { AppContext } from "../../lib/context.js";
import { ResultCache } from "../../lib/result-cache.js";
import { universitySitemapEntries } from "../universities/universities.service.js";

/** The pages anyone may read, crawlers included: listed in the sitemap and allowed in robots.txt. */
export const publicPagePaths = ["/", "/universities", "/plans", "/about", "/community"] as const;

/** Signed-in areas and the sign-in screens: nothing for a search engine there. */
export const privatePagePrefixes = [
  "/api/",
  "/auth",
  "/dashboard",
  "/applications",
  "/documents",
  "/checkout",
  "/settings",
  "/notifications",
  "/counseling",
  "/profile",
  "/student/",
  "/test/",
] as const;

/** robots.txt: public pages allowed, the API and signed-in areas not, and where the sitemap is. */
export function robotsText(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePagePrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an XML element. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

// One sitemap per app and base address; 10 minutes bounds how late a new university appears in it.
const sitemaps = new WeakMap<AppContext, ResultCache<string>>();

/**
 * sitemap.xml: the public pages and every university's page (10,393 fit one file under the
 * protocol's 50,000 URLs), built once and reused for 10 minutes so crawlers cost one query.
 */
export function sitemapXml(ctx: AppContext, baseUrl: string): Promise<string> {
  let cache = sitemaps.get(ctx);
  if (!cache) {
    cache = new ResultCache({ maxEntries: 4, ttlMs: 10 * 60_000 });
    sitemaps.set(ctx, cache);
  }
  return cache.getOrCompute(baseUrl, async () => {
    const entries = await universitySitemapEntries(ctx);
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""
      }</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicPagePaths.map((path) => url(path)),
      ...entries.map((entry) => url(`/universities/${encodeURIComponent(entry.id)}`, entry.updatedAt)),
      "</urlset>",
      "",
    ].join("\n");
  });
}
