import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { AppRoutes } from "@/app/app-routes";
import { AppProviders } from "@/app/providers";
import { createAppRoutes } from "@/app/router";
import {
  type Location,
  MemoryRouter,
  NavigationType,
  type RouteObject,
  useLocation,
  useNavigationType,
} from "@/lib/router";
import { forgetPublicData } from "@/lib/use-public-data";

/** A query client like the app's, without refetch noise between assertions. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/**
 * Where a test reads the router's location, as on a data router: `router.state.location`, and how
 * it was reached (a new history entry, or one replaced).
 */
export interface RouterProbe {
  state: { location: Location; navigationType: NavigationType };
}

export function createRouterProbe(): RouterProbe {
  return { state: { location: undefined as unknown as Location, navigationType: NavigationType.Pop } };
}

/** Inside a router, keeps its current location in `probe`. */
export function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  probe.state.navigationType = useNavigationType();
  return null;
}

/** Renders the real route tree (or `children` under the real root) at `path` with the app providers. */
export function renderApp(
  path: string,
  options: { children?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  // A new page load: the landing page's public answers are asked again (as a new data cache would).
  forgetPublicData();
  const router = createRouterProbe();
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe probe={router} />
        <AppRoutes routes={createAppRoutes(options.children)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
