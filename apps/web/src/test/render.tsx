import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { createAppRoutes } from "@/app/router";

/**
 * Calls every lazy loader of the route table once. A page's first import transforms its whole
 * module graph, which on a slow or busy machine takes longer than a test's find/wait timeout;
 * loaded here, before the file's tests start, a test only waits for the page to render.
 */
async function preloadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === "function") await route.lazy();
      if (route.children) await preloadLazyRoutes(route.children);
    }),
  );
}

await preloadLazyRoutes(createAppRoutes());

/** A query client like the app's, without refetch noise between assertions. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Renders the real route tree (or `children` under the real root) at `path` with the app providers. */
export function renderApp(
  path: string,
  options: { children?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(createAppRoutes(options.children), { initialEntries: [path] });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
