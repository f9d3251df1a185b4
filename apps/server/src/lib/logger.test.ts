import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.js";

describe("redactUrl", () => {
  it("hides credentials carried in paths and query strings", () => {
    expect(redactUrl("/api/staff-invite/abc123secret")).toBe("/api/staff-invite/[redacted]");
    expect(redactUrl("/auth/staff-invite/abc?x=1")).toBe("/auth/staff-invite/[redacted]?x=1");
    expect(redactUrl("/setup?token=abc&next=/")).toBe("/setup?token=[redacted]&next=/");
    expect(redactUrl("/api/universities?search=mit")).toBe("/api/universities?search=mit");
  });
});
