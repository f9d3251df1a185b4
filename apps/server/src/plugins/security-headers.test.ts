import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

/** The policy's directives by name for the page at `url`, as a browser reads the header. */
async function pagePolicy(t: TestApp, url = "/about"): Promise<Map<string, string[]>> {
  const res = await t.app.inject({ method: "GET", url });
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

  it("allows styles from the app's own origin only: no inline <style> or style attribute", async () => {
    for (const t of [http, https]) {
      const policy = await pagePolicy(t);
      expect(policy.get("style-src")).toEqual(["'self'"]);
      expect(policy.has("style-src-attr")).toBe(false);
      expect(policy.has("style-src-elem")).toBe(false);
    }
  });

  it("widens styles for the API reference's pages only, whose Swagger UI applies them inline", async () => {
    const docs = await pagePolicy(http, "/api/docs/");
    expect(docs.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(docs.get("script-src")).toEqual((await pagePolicy(http)).get("script-src"));
    expect((await pagePolicy(http, "/api/docs-not")).get("default-src")).toEqual(["'none'"]);
  });
});
