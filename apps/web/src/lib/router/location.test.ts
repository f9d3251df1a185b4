import { describe, expect, it } from "vitest";
import { createPath, pathOf, resolveTo } from "./location";

const from = { pathname: "/community/news", search: "?page=2", hash: "#top" };

describe("resolveTo", () => {
  it("resolves as a browser resolves a link's href", () => {
    expect(resolveTo("/plans", from)).toEqual({ pathname: "/plans", search: "", hash: "" });
    expect(resolveTo("?page=3", from)).toEqual({ pathname: "/community/news", search: "?page=3", hash: "" });
    expect(resolveTo("#faq", from)).toEqual({ pathname: "/community/news", search: "?page=2", hash: "#faq" });
    expect(resolveTo("/settings#plan", from)).toEqual({ pathname: "/settings", search: "", hash: "#plan" });
  });

  it("takes the parts of a location, keeping the path when none is given", () => {
    expect(resolveTo({ pathname: "/universities", search: "?q=eth" }, from)?.search).toBe("?q=eth");
    expect(resolveTo({ search: "?page=4" }, from)?.pathname).toBe("/community/news");
    expect(resolveTo({ pathname: undefined, search: "?page=4" }, from)?.pathname).toBe("/community/news");
  });

  it("encodes what the address bar encodes", () => {
    expect(resolveTo("/universities?search=école normale", from)?.search).toBe(
      "?search=%C3%A9cole%20normale",
    );
  });

  it("tells an address on another site", () => {
    expect(resolveTo("https://example.org/x", from)).toBeNull();
    expect(resolveTo("//example.org/x", from)).toBeNull();
  });

  it("leaves a page whose path begins // to the browser: its history would take it for another site", () => {
    expect(resolveTo("?q=1", { pathname: "//evil.example/x" })).toBeNull();
    expect(resolveTo("/plans", { pathname: "//evil.example/x" })).toEqual({
      pathname: "/plans",
      search: "",
      hash: "",
    });
  });
});

describe("pathOf", () => {
  it("keeps the parts of a location as they are, and reads an address as one on this site", () => {
    expect(pathOf({ pathname: "//plans", search: "?x=1" })).toEqual({
      pathname: "//plans",
      search: "?x=1",
      hash: "",
    });
    expect(pathOf("//")).toEqual({ pathname: "//", search: "", hash: "" });
    expect(pathOf("//evil.example/x?y=1")).toEqual({
      pathname: "//evil.example/x",
      search: "?y=1",
      hash: "",
    });
    expect(pathOf("about#team")).toEqual({ pathname: "/about", search: "", hash: "#team" });
  });
});

describe("createPath", () => {
  it("joins the parts, leaving out an empty query or hash", () => {
    expect(createPath({ pathname: "/a", search: "?", hash: "#" })).toBe("/a");
    expect(createPath({ pathname: "/a", search: "b=1", hash: "c" })).toBe("/a?b=1#c");
  });
});
