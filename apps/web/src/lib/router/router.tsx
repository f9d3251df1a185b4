import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  createKey,
  createPath,
  hrefOf,
  type Location,
  NavigationType,
  type Path,
  pathOf,
  resolveTo,
  type To,
} from "./location";
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from "./match-routes";

/** How a router moves: to a new entry of its history (`PUSH`), over the current one, or through its entries. */
interface Navigator {
  navigate(type: NavigationType, path: Path, options: NavigateOptions): void;
  go(delta: number): void;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  /** The navigation asked to keep the scroll position (a change of query on the same page). */
  preventScrollReset: boolean;
}

/** The state a navigation leaves its router in. */
function navigated(
  type: NavigationType,
  path: Path,
  { state = null, preventScrollReset = false }: NavigateOptions,
): RouterState {
  return { location: { ...path, state, key: createKey() }, navigationType: type, preventScrollReset };
}

/** The state of a router showing `location` by a step through its history, or as its first entry. */
function popped(location: Location): RouterState {
  return { location, navigationType: NavigationType.Pop, preventScrollReset: false };
}

const RouterContext = createContext<(RouterState & { navigator: Navigator }) | null>(null);

function Router({
  state,
  navigator,
  children,
}: {
  state: RouterState;
  navigator: Navigator;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ ...state, navigator }), [state, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** What the browser's history holds for an entry: the navigation's state and the entry's key. */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

/**
 * The entry on screen. One the app did not make (the first of a page load, a link to `#section`)
 * gets a key of its own here, kept by the browser over a reload: scroll positions are saved by
 * key, and one shared key would give a new page the position of another.
 */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as HistoryEntry | null;
  const state = entry?.usr ?? null;
  if (typeof entry?.key === "string") return { pathname, search, hash, state, key: entry.key };
  const key = createKey();
  window.history.replaceState({ usr: state, key } satisfies HistoryEntry, "");
  return { pathname, search, hash, state, key };
}

/** The router of the app in a browser: the address bar and the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => popped(browserLocation()));
  useLayoutEffect(() => {
    const onPop = () => setState(popped(browserLocation()));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigator = useMemo<Navigator>(
    () => ({
      navigate(type, path, options) {
        const next = navigated(type, path, options);
        const entry: HistoryEntry = { usr: next.location.state, key: next.location.key };
        const href = createPath(path);
        if (type === NavigationType.Replace) window.history.replaceState(entry, "", href);
        else {
          try {
            window.history.pushState(entry, "", href);
          } catch {
            // Past the browser's limit of entries (Safari), or a state it cannot keep: a full load.
            window.location.assign(href);
            return;
          }
        }
        setState(next);
      },
      go: (delta) => window.history.go(delta),
    }),
    [],
  );
  return (
    <Router state={state} navigator={navigator}>
      {children}
    </Router>
  );
}

/** A router whose history lives in memory: tests, and anything rendered outside a browser tab. */
export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const history = useRef<{ entries: Location[]; index: number } | null>(null);
  history.current ??= {
    entries: initialEntries.map((entry, i) => ({
      ...pathOf(entry),
      state: null,
      key: i === 0 ? "default" : createKey(),
    })),
    index: initialEntries.length - 1,
  };
  const [state, setState] = useState(() =>
    popped(history.current?.entries.at(-1) ?? { ...pathOf("/"), state: null, key: "default" }),
  );
  const navigator = useMemo<Navigator>(
    () => ({
      navigate(type, path, options) {
        const next = navigated(type, path, options);
        const kept = history.current;
        if (!kept) return;
        // A new entry drops those ahead of the current one, as a browser does; a replace keeps them.
        if (type === NavigationType.Push) kept.entries.splice(++kept.index, Infinity, next.location);
        else kept.entries[kept.index] = next.location;
        setState(next);
      },
      go(delta) {
        const kept = history.current;
        const location = kept?.entries[kept.index + delta];
        if (!kept || !location) return;
        kept.index += delta;
        setState(popped(location));
      },
    }),
    [],
  );
  return (
    <Router state={state} navigator={navigator}>
      {children}
    </Router>
  );
}

const refuseNavigation = () => {
  throw new Error("A page rendered to HTML cannot navigate");
};

/** The router of a page rendered to HTML at build time: one location, no history. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const state = useMemo(() => popped({ ...pathOf(location), state: null, key: "default" }), [location]);
  return (
    <Router state={state} navigator={{ navigate: refuseNavigation, go: refuseNavigation }}>
      {children}
    </Router>
  );
}

function useRouter(hook: string) {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} is used outside a router`);
  return router;
}

export function useLocation(): Location {
  return useRouter("useLocation").location;
}

export function useNavigationType(): NavigationType {
  return useRouter("useNavigationType").navigationType;
}

/** Whether the navigation to the location on screen asked to keep the scroll position. */
export function usePreventScrollReset(): boolean {
  return useRouter("usePreventScrollReset").preventScrollReset;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (the app's scroll restoration reads it): a new query on the same page. */
  preventScrollReset?: boolean;
}

/** Navigates to `to`, or steps `delta` entries through the history (-1 is Back). */
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/**
 * Navigates to `to`, resolved from the location on screen. The function is the same on every
 * render: an effect that depends on it does not run again because the location changed.
 */
export function useNavigate(): NavigateFunction {
  const { location, navigator } = useRouter("useNavigate");
  const current = useRef(location);
  current.current = location;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === "number") return navigator.go(to);
      const path = resolveTo(to, current.current);
      if (!path) window.location.assign(hrefOf(to));
      else navigator.navigate(options.replace ? NavigationType.Replace : NavigationType.Push, path, options);
    },
    [navigator],
  );
}

/** Navigates once rendered (a redirect); again only if where it goes changes. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = hrefOf(to);
  useEffect(() => navigate(target, { replace, state }), [navigate, target, replace, state]);
  return null;
}

type SearchParamsInit = string | URLSearchParams | Record<string, string> | [string, string][];

/** Navigates to the same path with a new query, given or worked out from the current one. */
type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query of the location on screen, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(
        typeof next === "function" ? next(new URLSearchParams(search)) : next,
      );
      navigate(`?${query}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

interface RouteContextValue {
  /** What the matched route's layout shows where its `<Outlet />` is. */
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** In a layout route's element: the matched child route's element. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

function routeElement(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  if (route.Component) return <route.Component />;
  return <Outlet />;
}

/**
 * The elements of the routes `location` matches, each layout around the next. Given another
 * location than the router's (the page kept on screen while the next one loads), the elements
 * see that one as theirs: a guard on screen decides for its own page, not for the next.
 */
export function useRoutes(routes: RouteObject[], location?: Location): ReactNode {
  const router = useRouter("useRoutes");
  // Always provided, whichever location it holds: a tree that changed shape would remount the page.
  const shown = useMemo(() => (location ? { ...router, location } : router), [router, location]);
  const matches = matchRoutes(routes, shown.location);
  if (!matches) return null;
  let element: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, params } = matches[i] as RouteMatch;
    element = (
      <RouteContext.Provider value={{ outlet: element, params }}>{routeElement(route)}</RouteContext.Provider>
    );
  }
  return <RouterContext.Provider value={shown}>{element}</RouterContext.Provider>;
}
