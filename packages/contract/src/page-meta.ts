// What a page says of itself to browsers and search engines, and how its HTML carries it: the web
// app sets the title and description as a page renders, the build writes them into each
// prerendered page, and the server into the HTML it answers for a record's page (a university's),
// so a crawler that runs no script reads the same. No Zod here: the web app's pages import it.

/** A page's own name and meta description. */
export interface PageHeadMeta {
  title?: string;
  description?: string;
}

/** The site's name, after each page's own in the browser's title ("Harvard University · Meridian"). */
export const SITE_TITLE = "Meridian";

/** The title of a page with its own name. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * A page's HTML (the app's shell) with the page's title and description in place of the site's.
 * The values are escaped and put in by functions, so no character of a name ("$'", "&") is read
 * as markup or as a replacement pattern.
 */
export function withPageHead(html: string, meta: PageHeadMeta): string {
  const titled = html.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(pageTitle(meta.title))}</title>`,
  );
  const { description } = meta;
  if (description === undefined) return titled;
  return titled.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeHtml(description)}" />`,
  );
}
