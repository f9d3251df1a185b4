/**
 * The app's router (decision 061): the part of React Router's declarative API the app uses, in a
 * fraction of its size. A route table with lazy pages and handles, ranked as React Router ranks it.
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
