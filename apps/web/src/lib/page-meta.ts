import { type PageHeadMeta, pageTitle } from "@meridian/contract";
import { useEffect } from "react";

/** The site's description, as index.html carries it, for pages that give none. */
export const SITE_DESCRIPTION =
  "Meridian helps students study abroad: AI-powered university matching, counselling, applications and documents in one place.";

let routeMeta: PageHeadMeta = {};
let pageMeta: PageHeadMeta | null = null;

function apply(): void {
  const meta = pageMeta ?? routeMeta;
  document.title = pageTitle(meta.title);
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = meta.description ?? SITE_DESCRIPTION;
}

/** The route's title and description (the shell sets them from the route table). */
export function useRouteMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    routeMeta = { title, description };
    apply();
  }, [title, description]);
}

/**
 * A page's own title and description once it knows them (a university's name), winning over the
 * route's whichever effect runs last; the route's come back when the page goes.
 */
export function usePageMeta(meta: PageHeadMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined && description === undefined) return;
    pageMeta = { title, description };
    apply();
    return () => {
      pageMeta = null;
      apply();
    };
  }, [title, description]);
}
