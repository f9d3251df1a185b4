import type { ComponentType, ReactNode } from "react";
import { type Path, pathOf } from "./location";

/**
 * One entry of a route table. `path` is relative to the parent's (`:name` a parameter, a final `*`
 * the rest of the address); a route without one is a layout around its children; `index` is the
 * page at the parent's own path. `lazy` loads the rest of the route (its `Component`) on demand.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  children?: RouteObject[];
  lazy?: () => Promise<Partial<RouteObject>>;
  handle?: unknown;
}

/** The values of a match's parameters, decoded; `*` holds what a final `*` matched. */
export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  /** Every parameter of the whole match, the same for each route in it. */
  params: Params;
}

/** A path the table matches: the routes from the root to the one it ends with. */
interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  names: string[];
  score: number;
  /** The position of each route among its siblings: the first written wins a tie. */
  order: number[];
}

const PARAMETER = /^:[\w-]+$/;

/**
 * How specific a path is, as React Router ranks them (so the table reads the same): more segments
 * first; a static segment beats a parameter, which beats the rest-of-address `*`; an index page
 * beats its layout.
 */
function score(path: string, index: boolean): number {
  const segments = path.split("/");
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    total += PARAMETER.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

function compile(path: string): Pick<Branch, "pattern" | "names"> {
  if (path.includes("?")) throw new Error(`Optional segments are not supported: ${path}`);
  const names: string[] = [];
  const rest = path.endsWith("*");
  const source = `/${path.replace(/\/*\*?$/, "").replace(/^\/+/, "")}`
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    });
  if (rest) names.push("*");
  // Paths match whatever their case, as React Router's do. A trailing slash matches as well; a `*` after the path takes what follows it, or nothing.
  const end = rest ? (source === "/" ? "(.*)$" : "(?:\\/(.+)|\\/*)$") : "\\/*$";
  return { pattern: new RegExp(`^${source}${end}`, "i"), names };
}

function flatten(
  routes: RouteObject[],
  parentPath: string,
  parents: RouteObject[],
  order: number[],
  into: Branch[],
) {
  routes.forEach((route, position) => {
    const path = `${parentPath}/${route.path ?? ""}`.replace(/\/\/+/g, "/");
    const chain = [...parents, route];
    const positions = [...order, position];
    if (route.children) flatten(route.children, path, chain, positions, into);
    // A layout matches only through its children.
    if (route.path === undefined && !route.index) return;
    into.push({
      routes: chain,
      score: score(path, route.index === true),
      order: positions,
      ...compile(path),
    });
  });
  return into;
}

function isSiblingOf(a: number[], b: number[]): boolean {
  return a.length === b.length && a.slice(0, -1).every((position, i) => position === b[i]);
}

/** Branches by rank, worked out once per table (a table's paths do not change; `lazy` adds only components). */
const rankedTables = new WeakMap<RouteObject[], Branch[]>();

function rankedBranches(routes: RouteObject[]): Branch[] {
  let branches = rankedTables.get(routes);
  if (!branches) {
    branches = flatten(routes, "", [], [], []).sort(
      (a, b) =>
        b.score - a.score ||
        (isSiblingOf(a.order, b.order) ? (a.order.at(-1) ?? 0) - (b.order.at(-1) ?? 0) : 0),
    );
    rankedTables.set(routes, branches);
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The pattern of every page the table has, as regular-expression sources (matched case-blind),
 * without the not-found catch-all: what the server needs to answer an address no page has with a
 * 404 (the build writes them out, decision 062).
 */
export function pagePatterns(routes: RouteObject[]): string[] {
  return rankedBranches(routes)
    .filter((branch) => branch.routes.at(-1)?.path !== "*")
    .map((branch) => branch.pattern.source);
}

/** The routes, root first, that `location` renders: those of the most specific path it matches; `null` if none. */
export function matchRoutes(routes: RouteObject[], location: string | Partial<Path>): RouteMatch[] | null {
  const { pathname } = pathOf(location);
  for (const branch of rankedBranches(routes)) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    branch.names.forEach((name, i) => {
      params[name] = decode(found[i + 1] ?? "");
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
