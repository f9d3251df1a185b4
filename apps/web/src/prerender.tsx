import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./app/app";
import type { RouteHandle } from "./app/route-handle";
import { createAppRoutes } from "./app/router";

/** A public page as a guest first sees it, rendered at build time (decision 050). */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's own title (the route table's), if any. */
  title?: string;
  description?: string;
}

/**
 * Renders one public page to HTML with the app's own tree (the same providers and router as the
 * browser, which hydrates it): a guest's view, the browser's theme and session applied after.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App>
        {/* No inline hydration script: the CSP forbids it, and these pages have no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return { html, title: handle?.title, description: handle?.description };
}
