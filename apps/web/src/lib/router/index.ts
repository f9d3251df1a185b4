/**
 * The app's router (decision 061): the part of React Router's declarative API the app uses, in a
 * fraction of its size. A route table with lazy pages and handles, ranked as React Router ranks it.
 *
 * A performance trick, fenced (decision 088): the landing page's JavaScript (the build's budget,
 * scripts/check-bundle-budget.mjs, and its speed, bench/lighthouse.ts) fell from 119.8 to 109.0 KiB
 * gzip with it; router-size.test.ts fails when the router grows past what keeps that worth it.
 */
export { Link, type LinkProps, NavLink, type NavLinkProps } from "./link";
export { createPath, type Location, NavigationType, type Path, resolveTo, type To } from "./location";
export { matchRoutes, type Params, pagePatterns, type RouteMatch, type RouteObject } from "./match-routes";
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  type NavigateFunction,
  type NavigateOptions,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  usePreventScrollReset,
  useRoutes,
  useSearchParams,
} from "./router";
