import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LogCapture } from "../test/log-capture.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { registerWebApp } from "./static.js";

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "meridian-web-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Meridian</title><div id=root></div>");
  writeFileSync(join(dist, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))})`);
  writeFileSync(join(dist, "manifest.webmanifest"), "{}");
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.app.close());

describe("the web app", () => {
  it("serves index.html at / and for any client route, revalidated on every load", async () => {
    for (const url of ["/", "/universities", "/dashboard/team/student/123", "/no/such/page"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Meridian</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets forever and compresses them", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("br");
    const other = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(other.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset and unknown API paths with a JSON 404, not the page", async () => {
    for (const url of ["/assets/gone-123.js", "/api/unknown", "/api"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });
});

/** A build with the landing page and About prerendered, the shell, and the given pages' patterns. */
function prerenderedDist(pagePaths: string[], shell: string): string {
  const dist = mkdtempSync(join(tmpdir(), "meridian-web-"));
  mkdirSync(join(dist, "about"));
  writeFileSync(join(dist, "index.html"), '<!doctype html><div id="root"><h1>Landing</h1></div>');
  writeFileSync(join(dist, "about", "index.html"), '<!doctype html><div id="root"><h1>About</h1></div>');
  writeFileSync(join(dist, "shell.html"), shell);
  writeFileSync(
    join(dist, "prerendered.json"),
    JSON.stringify({ "/": "index.html", "/about": "about/index.html" }),
  );
  const patterns = pagePaths.map((path) => `^${path.replaceAll("/", "\\/")}\\/*$`);
  writeFileSync(join(dist, "page-patterns.json"), JSON.stringify(patterns));
  return dist;
}

describe("a web app with prerendered pages", () => {
  let prerendered: TestApp;
  beforeAll(async () => {
    // As the web router compiles "/", "about", "universities", "universities/:id", "dashboard/student".
    const dist = prerenderedDist(
      ["/", "/about", "/universities", "/universities/([^\\/]+)", "/dashboard/student"],
      '<!doctype html><div id="root"></div>',
    );
    prerendered = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => prerendered.app.close());

  it("answers each prerendered path with its page and every other page path with the empty shell", async () => {
    const expected: Record<string, string> = {
      "/": "<h1>Landing</h1>",
      "/about": "<h1>About</h1>",
      "/about/": "<h1>About</h1>",
      "/universities": '<div id="root"></div>',
      "/dashboard/student": '<div id="root"></div>',
      "/Dashboard/Student": '<div id="root"></div>',
    };
    for (const [url, body] of Object.entries(expected)) {
      const res = await prerendered.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain(body);
    }
  });

  it("answers an address no page has with the shell (the app's not-found page) and a 404", async () => {
    for (const url of ["/about/more", "/no/such/page", "/universities/u1/more", "/dashboard"]) {
      const res = await prerendered.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends the page files' own names to the pages' addresses, and keeps the build's lists to itself", async () => {
    const redirects: Record<string, string> = {
      "/index.html": "/",
      "/about/index.html": "/about",
      "/about/index.html?ref=mail": "/about?ref=mail",
      "//evil.example/index.html": "/evil.example",
    };
    for (const [url, location] of Object.entries(redirects)) {
      const res = await prerendered.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    for (const url of ["/shell.html", "/prerendered.json", "/page-patterns.json"]) {
      const res = await prerendered.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("about/index.html");
      expect(res.body, url).not.toContain("universities");
    }
  });

  it("sends a page address with a broken percent-encoding on to one the app can show (its not-found page)", async () => {
    for (const [url, location, status] of [
      // No university has that id: the app's not-found page, with the status that says so.
      ["/universities/%E0%A4%A", "/universities/%25E0%25A4%25A", 404],
      ["//%E0%A4%A?x=%", "/%25E0%25A4%25A?x=%25", 404],
    ] as const) {
      const res = await prerendered.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      const page = await prerendered.app.inject({ method: "GET", url: location });
      expect(page.statusCode, location).toBe(status);
      expect(page.body, location).toContain('<div id="root"></div>');
    }
    // The API keeps its envelope.
    const api = await prerendered.app.inject({ method: "GET", url: "/api/universities/%E0%A4%A" });
    expect(api.statusCode).toBe(400);
    expect(api.json().error.code).toBe("BAD_REQUEST");
  });
});

describe("a record's page whose record cannot be read", () => {
  it("still answers with the page (the site's head, 200), so the app loads and says what failed", async () => {
    const dist = mkdtempSync(join(tmpdir(), "meridian-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Meridian</title><div id=root></div>");
    const app = Fastify({ logger: false });
    await registerWebApp(app, dist, [
      { pattern: /^\/things\/([^/]+)$/, head: () => Promise.reject(new Error("the database is away")) },
    ]);
    const res = await app.inject({ method: "GET", url: "/things/1", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>Meridian</title><div id=root></div>");
    await app.close();
  });
});

describe("a web app rebuilt while the server runs", () => {
  // What a build does to dist while this server still serves it: Vite empties the directory and
  // writes index.html, and the prerender step writes shell.html and the pages seconds later.
  let dist: string;
  let running: TestApp;
  const logs = new LogCapture();
  beforeAll(async () => {
    // A shell over the compression threshold, as the real one is.
    dist = prerenderedDist(
      ["/", "/about", "/universities", "/documents", "/dashboard/admin"],
      `<!doctype html><div id="root"></div>${"<!-- -->".repeat(200)}`,
    );
    running = await createTestApp({ webDistDir: dist, logs });
  });
  afterAll(() => running.app.close());

  const navigations: Record<string, string> = {
    "/universities": '<div id="root"></div>',
    "/documents?status=missing&page=2": '<div id="root"></div>',
    "/dashboard/admin": '<div id="root"></div>',
    "/": "<h1>Landing</h1>",
    "/about": "<h1>About</h1>",
  };

  async function navigateEverywhere(): Promise<void> {
    const answers = await Promise.all(
      Object.keys(navigations).flatMap((url) =>
        [{ accept: "text/html" }, { accept: "text/html", "accept-encoding": "br, gzip" }].map((headers) =>
          running.app.inject({ method: "GET", url, headers }).then((res) => ({ url, res })),
        ),
      ),
    );
    for (const { url, res } of answers) {
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      if (!res.headers["content-encoding"]) expect(res.body, url).toContain(navigations[url]);
    }
  }

  it("keeps answering every page with the build it started with while the files are gone or half written", async () => {
    await navigateEverywhere();
    // Emptied, as the build's first step leaves it.
    rmSync(join(dist, "shell.html"));
    rmSync(join(dist, "about"), { recursive: true });
    writeFileSync(join(dist, "index.html"), "");
    await navigateEverywhere();
    // Half written, as a page is in the middle of being written.
    writeFileSync(join(dist, "shell.html"), "<!doctype html><div");
    await navigateEverywhere();
    expect(logs.text()).not.toContain("inside a 404 handler");
  });

  it("answers a HEAD and a revalidation of a page without its body", async () => {
    const first = await running.app.inject({
      method: "GET",
      url: "/universities",
      headers: { accept: "text/html" },
    });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await running.app.inject({
      method: "GET",
      url: "/universities?page=2",
      headers: { accept: "text/html", "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const head = await running.app.inject({ method: "HEAD", url: "/dashboard/admin" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toContain("text/html");
    expect(head.body).toBe("");
    const unknown = await running.app.inject({ method: "HEAD", url: "/no/such/page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
  });
});
