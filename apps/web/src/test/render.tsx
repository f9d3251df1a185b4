import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { createAppRoutes } from "@/app/router";
import { forgetPublicData } from "@/lib/use-public-data";

/** A query client like the app's, without refetch noise between assertions. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Renders the real route tree (or `children` under the real root) at `path` with the app providers. */
export function renderApp(
  path: string,
  options: { children?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  // A new page load: the landing page's public answers are asked again (as a new data cache would).
  forgetPublicData();
  const router = createMemoryRouter(createAppRoutes(options.children), { initialEntries: [path] });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
