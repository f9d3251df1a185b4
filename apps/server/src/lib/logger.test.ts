import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type signIn, signInStaff } from "../test/http.js";
import { LogCapture } from "../test/log-capture.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { redactUrl } from "./logger.js";

describe("redactUrl", () => {
  it("hides credentials carried in paths and query strings", () => {
    expect(redactUrl("/api/staff-invite/abc123secret")).toBe("/api/staff-invite/[redacted]");
    expect(redactUrl("/auth/staff-invite/abc?x=1")).toBe("/auth/staff-invite/[redacted]?x=1");
    expect(redactUrl("/setup?token=abc&next=/")).toBe("/setup?token=[redacted]&next=/");
    expect(redactUrl("/api/universities?search=mit")).toBe("/api/universities?search=mit");
  });

  it("sees through percent-encoding", () => {
    expect(redactUrl("/auth/staff%2Dinvite/abc123secret")).toBe("/auth/staff-invite/[redacted]");
    expect(redactUrl("/setup?%74oken=abc")).toBe("/setup?token=[redacted]");
  });
});

describe("request log lines", () => {
  const logs = new LogCapture();
  let t: TestApp;
  let token: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp({ logs });
    admin = await signInStaff(t, "admin");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff-invitations",
      headers: admin,
      payload: { teamRole: "counselor", expiresInHours: 72 },
    });
    token = String(res.json().data.link).split("/").pop() ?? "";
  });
  afterAll(() => t.app.close());

  it("never hold an invitation token, however its URL is spelt", async () => {
    const encodedToken = [...token].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
    const spellings = [
      `/api/staff-invite/${token}`,
      `/api/staff%2Dinvite/${token}`,
      `/api/staff%2dinvite/${token}`,
      `/api/%73taff-invite/${token}`,
      `/api/staff-invite/${encodedToken}`,
      `/api/staff-invite/${token}/`,
      `/api/staff-invite/${token}?x=1`,
    ];
    for (const url of spellings) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      const logged = await logs.waitFor((line) => line.reqId === res.headers["x-request-id"] && !!line.req);
      expect(JSON.stringify(logged), url).toContain("[redacted]");
    }
    expect(token.length).toBeGreaterThan(20);
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(token.slice(4));
  });

  it("name a search's query parameters but never hold what was searched for", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/students?search=alice%40example.com&assignment=unassigned",
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const logged = await logs.waitFor((line) => line.reqId === res.headers["x-request-id"] && !!line.req);
    expect(logged.req).toMatchObject({
      method: "GET",
      url: "/api/admin/students",
      queryNames: ["search", "assignment"],
    });
    expect(logs.text()).not.toMatch(/alice|unassigned/i);

    // A value sent where a name goes is counted, not written.
    const odd = await t.app.inject({
      method: "GET",
      url: "/api/admin/students?bob%40example.com&search=x",
      headers: admin,
    });
    const oddLine = await logs.waitFor((line) => line.reqId === odd.headers["x-request-id"] && !!line.req);
    expect(oddLine.req).toMatchObject({ queryNames: ["search", "(1 other)"] });
    expect(logs.text()).not.toMatch(/bob/i);
  });
});
