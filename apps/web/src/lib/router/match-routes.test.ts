import { describe, expect, it } from "vitest";
import { matchRoutes, pagePatterns, type RouteObject } from "./match-routes";

const layout: RouteObject = { path: "/", children: [] };
const landing: RouteObject = { index: true };
const universities: RouteObject = { path: "universities" };
const university: RouteObject = { path: "universities/:id" };
const post: RouteObject = { path: "community/post/:postId" };
const category: RouteObject = { path: "community/:category" };
const teamDashboard: RouteObject = { path: "dashboard/team" };
const studentProfile: RouteObject = { path: "dashboard/team/student/:studentId" };
const guard: RouteObject = { children: [teamDashboard, studentProfile] };
const notFound: RouteObject = { path: "*" };
layout.children = [landing, universities, university, category, post, guard, notFound];
const table = [layout];

function routesOf(path: string) {
  return matchRoutes(table, path)?.map((match) => match.route);
}

describe("matchRoutes", () => {
  it("matches the index page at its parent's path, inside the layout", () => {
    expect(routesOf("/")).toEqual([layout, landing]);
  });

  it("prefers a static segment to a parameter, whatever the order of the table", () => {
    expect(routesOf("/community/post/p1")).toEqual([layout, post]);
    expect(routesOf("/community/news")).toEqual([layout, category]);
    expect(routesOf("/universities")).toEqual([layout, universities]);
  });

  it("reaches pages through a layout without a path, and gives its parameters decoded", () => {
    const matches = matchRoutes(table, "/dashboard/team/student/st%C3%BC%20ck");
    expect(matches?.map((match) => match.route)).toEqual([layout, guard, studentProfile]);
    expect(matches?.[2]?.params).toEqual({ studentId: "stü ck" });
    // Every route of the match sees every parameter.
    expect(matches?.[0]?.params).toBe(matches?.[2]?.params);
  });

  it("ignores a trailing slash and case, as the address bar may carry either", () => {
    expect(routesOf("/universities/")).toEqual([layout, universities]);
    expect(routesOf("/Universities")).toEqual([layout, universities]);
  });

  it("gives the rest of an unknown address to the catch-all, without its leading slash", () => {
    const matches = matchRoutes(table, "/no/such/page");
    expect(matches?.map((match) => match.route)).toEqual([layout, notFound]);
    expect(matches?.[1]?.params).toEqual({ "*": "no/such/page" });
  });

  it("reads the path of an address or a location, not its query or hash", () => {
    expect(routesOf("/universities/u1?apply=u1#top")).toEqual([layout, university]);
    expect(matchRoutes(table, { pathname: "/universities/u1", search: "?x=1" })?.[1]?.params).toEqual({
      id: "u1",
    });
  });

  it("reads a path beginning // as a path: slashes alone are the home page, more is not found", () => {
    expect(routesOf("//")).toEqual([layout, landing]);
    expect(routesOf("///")).toEqual([layout, landing]);
    for (const path of ["//universities", "//evil.example/universities"])
      expect(routesOf(path)).toEqual([layout, notFound]);
    expect(matchRoutes(table, { pathname: "//universities" })?.map((m) => m.route)).toEqual([
      layout,
      notFound,
    ]);
  });

  it("matches nothing when no route fits", () => {
    expect(matchRoutes([{ path: "/about" }], "/plans")).toBeNull();
  });

  it("keeps a route with a parameter from matching more than one segment", () => {
    expect(matchRoutes([{ path: "/a/:id" }], "/a/b/c")).toBeNull();
  });

  it("lets the first of two equally specific siblings win", () => {
    const first: RouteObject = { path: ":one" };
    const second: RouteObject = { path: ":two" };
    expect(matchRoutes([first, second], "/x")?.[0]?.route).toBe(first);
  });

  it("refuses an optional segment rather than matching it wrongly", () => {
    expect(() => matchRoutes([{ path: "/a/:id?" }], "/a")).toThrow(/Optional segments/);
  });

  it("lists every page's pattern but the catch-all, for the server's 404s", () => {
    const patterns = pagePatterns(table).map((source) => new RegExp(source, "i"));
    const known = (path: string) => patterns.some((pattern) => pattern.test(path));
    for (const path of ["/", "/universities", "/Universities/", "/universities/u1", "/community/post/p1"]) {
      expect(known(path), path).toBe(true);
    }
    for (const path of ["/no/such/page", "/universities/u1/more", "/shell.html", "/dashboard/team/student"]) {
      expect(known(path), path).toBe(false);
    }
  });
});
