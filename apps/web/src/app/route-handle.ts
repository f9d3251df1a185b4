import { useMatches } from "react-router";

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** The page name: document title, and the heading of pages that are not available yet. */
  title: string;
  /** The page's meta description for search engines; the site's own when absent. */
  description?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  return useRouteHandle()?.title;
}
