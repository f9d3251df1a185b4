import { Component, type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  type Location,
  matchRoutes,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from "@/lib/router";
import { RouteCrashScreen } from "./crash-screen";
import { PageFallback } from "./page-fallback";
import { isRouteHandle, type RouteHandle, RouteStateContext } from "./route-handle";

/** Whether every route `location` matches has its page loaded (no `lazy` left to call). */
function matchedRoutesLoaded(routes: RouteObject[], location: Partial<Location> | string): boolean {
  return (matchRoutes(routes, location) ?? []).every(({ route }) => typeof route.lazy !== "function");
}

/**
 * Loads the pages `location` matches: each route's `lazy` is called once and its result (the page
 * component) kept on the route. Before the first render, so that hydrating a prerendered page
 * renders the page itself; on navigation, while the page before stays on screen.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/** The handle of the deepest route `location` matches that has one (its title and description). */
export function deepestHandle(
  routes: RouteObject[],
  location: Partial<Location> | string,
): RouteHandle | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  return matches.map(({ route }) => route.handle).findLast(isRouteHandle);
}

/** Before any page has loaded (a render not preceded by `loadMatchedRoutes`): the fallback. */
const firstLoadRoutes: RouteObject[] = [{ path: "*", element: <PageFallback /> }];

interface BoundaryProps {
  /** A new value (another location) clears a crash: the next page may well render. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  /** The key the state belongs to: a new one clears the crash. */
  resetKey: string;
}

/** The crash screen for anything a page throws while rendering. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failure: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteCrashScreen error={failure.error} /> : this.props.children;
  }
}

/**
 * The route table rendered for the browser's location. A page's chunk loads on demand: while it
 * does, the page before stays on screen (the shell shows a progress bar), as a click on a link
 * should feel; only the very first render, with no page yet, shows the fallback. Render errors and
 * failed chunk loads show the crash screen until the next navigation.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const ready = matchedRoutesLoaded(routes, location);
  // The last location whose pages were all loaded: what stays on screen while the next one loads.
  const lastReady = useRef<Location | null>(ready ? location : null);
  if (ready) lastReady.current = location;
  const shown = lastReady.current;
  const [, pageLoaded] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown; key: string } | null>(null);

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadMatchedRoutes(routes, location).then(
      () => current && pageLoaded(),
      (error: unknown) => current && setFailure({ error, key: location.key }),
    );
    return () => {
      current = false;
    };
  }, [ready, routes, location]);

  const state = useMemo(
    () => ({ handle: shown ? deepestHandle(routes, shown) : undefined, pending: !ready, navigationType }),
    [routes, shown, ready, navigationType],
  );
  // Always given a location, so the tree keeps its shape (and its state) while a page is pending.
  const element = useRoutes(shown ? routes : firstLoadRoutes, shown ?? location);
  if (failure && failure.key === location.key) return <RouteCrashScreen error={failure.error} />;
  return (
    <RouteStateContext.Provider value={state}>
      <RouteErrorBoundary resetKey={shown?.key ?? ""}>{element}</RouteErrorBoundary>
    </RouteStateContext.Provider>
  );
}
