import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { matchRoutes, pagePatterns, StaticRouter } from "@/lib/router";
import { App } from "./app/app";
import { AppRoutes, deepestHandle, loadMatchedRoutes } from "./app/app-routes";
import { createAppRoutes } from "./app/router";

// The build checks that the pages carry the theme script exactly as the server's CSP hashes it.
export { themeInitScript, withPageHead } from "@meridian/contract";

/** A public page as a guest first sees it, rendered at build time (decision 050). */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's own title (the route table's), if any. */
  title?: string;
  description?: string;
}

/**
 * Renders one public page to HTML with the app's own tree (the same providers and routes as the
 * browser, which hydrates it): a guest's view, the browser's theme and session applied after.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const routes = createAppRoutes();
  const matches = matchRoutes(routes, path) ?? [];
  // The catch-all is the not-found page: a path meant to be prerendered must be a page of its own.
  if (matches.length === 0 || matches.some(({ route }) => route.path === "*")) {
    throw new Error(`${path} is not a page of the route table`);
  }
  await loadMatchedRoutes(routes, path);
  const html = renderToString(
    <StrictMode>
      <App>
        <StaticRouter location={path}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </App>
    </StrictMode>,
  );
  const handle = deepestHandle(routes, path);
  return { html, title: handle?.title, description: handle?.description };
}

/** The pattern of every page of the route table, for the server to answer other addresses with a 404. */
export function pagePatternsOfApp(): string[] {
  return pagePatterns(createAppRoutes());
}
