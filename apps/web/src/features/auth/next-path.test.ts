import { describe, expect, it } from "vitest";
import { returnPathFor, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeNextPath("/checkout/8d0c7a52-1111-4000-8000-000000000000")).toBe(
      "/checkout/8d0c7a52-1111-4000-8000-000000000000",
    );
    expect(safeNextPath("/checkout/abc?payment=success")).toBe("/checkout/abc?payment=success");
    expect(safeNextPath("/settings#plan")).toBe("/settings#plan");
    expect(safeNextPath("/")).toBe("/");
  });

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["a relative path without a slash", "checkout/abc"],
    ["a protocol-relative address", "//evil.example/checkout"],
    ["a backslash host", "/\\evil.example"],
    ["a backslash later in the path", "/checkout\\..\\evil"],
    ["an absolute address", "https://evil.example/checkout"],
    ["a javascript address", "javascript:alert(1)"],
    ["a data address", "data:text/html,hi"],
    ["a path with a tab", "/\t/evil.example"],
    ["a path with a newline", "/checkout\n"],
    ["a path with a space", "/ /evil.example"],
    ["an overly long path", `/${"a".repeat(2_001)}`],
  ])("refuses %s", (_case, value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe("returnPathFor", () => {
  it("returns a student to the page they came from", () => {
    expect(returnPathFor({ userType: "customer" }, "/checkout/abc")).toBe("/checkout/abc");
  });

  it("returns staff and company accounts too (the page's guard decides whether they may see it)", () => {
    expect(returnPathFor({ userType: "team_member" }, "/universities?search=oxford")).toBe(
      "/universities?search=oxford",
    );
    expect(returnPathFor({ userType: "company_profile" }, "/settings")).toBe("/settings");
  });

  it("ignores an unsafe next for everyone", () => {
    for (const userType of ["customer", "team_member", "company_profile"] as const) {
      expect(returnPathFor({ userType }, "//evil.example")).toBeNull();
      expect(returnPathFor({ userType }, "https://evil.example/")).toBeNull();
      expect(returnPathFor({ userType }, "/\\evil.example")).toBeNull();
    }
  });
});
