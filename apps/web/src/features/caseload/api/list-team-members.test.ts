import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { teamMembersQueryOptions } from "./list-team-members";

describe("the staff list query", () => {
  it("retries once after a server failure, and never after a refusal", () => {
    const { retry } = teamMembersQueryOptions();
    if (typeof retry !== "function") throw new Error("the staff list query has no retry rule");
    const outage = new ApiError("REQUEST_FAILED", "Service Unavailable", 503);
    expect(retry(0, outage)).toBe(true);
    expect(retry(1, outage)).toBe(false);
    expect(retry(0, new ApiError("FORBIDDEN", "Not allowed", 403))).toBe(false);
  });
});
