import { describe, expect, it } from "vitest";
import { createPath, resolveTo } from "./location";

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
});

describe("createPath", () => {
  it("joins the parts, leaving out an empty query or hash", () => {
    expect(createPath({ pathname: "/a", search: "?", hash: "#" })).toBe("/a");
    expect(createPath({ pathname: "/a", search: "b=1", hash: "c" })).toBe("/a?b=1#c");
  });
});
