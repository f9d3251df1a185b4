import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

/** The page policy's directives by name, as a browser reads the header. */
async function pagePolicy(t: TestApp): Promise<Map<string, string[]>> {
  const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
  const header = String(res.headers["content-security-policy"]);
  return new Map(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the pages' Content-Security-Policy", () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await createTestApp();
    https = await createTestApp({ env: { PUBLIC_URL: "https://meridian.example" } });
  });
  afterAll(async () => {
    await http.app.close();
    await https.app.close();
  });

  it("lets a page connect to its own origin only (its socket included), over http and https", async () => {
    for (const t of [http, https]) {
      const policy = await pagePolicy(t);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.get("default-src")).toEqual(["'self'"]);
    }
    expect((await pagePolicy(https)).has("upgrade-insecure-requests")).toBe(true);
    expect((await pagePolicy(http)).has("upgrade-insecure-requests")).toBe(false);
  });
});
