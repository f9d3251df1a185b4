import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { universities } from "../../db/schema/index.js";
import { SMALL_CATALOGUE_SIZE, smallCatalogueFile } from "../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { seedCatalogue } from "../universities/universities.seed.js";
import { escapeXml } from "./site.service.js";

const PUBLIC_URL = "https://meridian.example";

let t: TestApp;
beforeAll(async () => {
  // With a built web app, whose fallback answers unknown paths with its HTML.
  const dist = mkdtempSync(join(tmpdir(), "meridian-web-"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><title>Meridian</title><meta name="description" content="The site."><div id=root></div>',
  );
  t = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL } });
  await seedCatalogue(t.database.db, { file: smallCatalogueFile });
}, 60_000);
afterAll(() => t.app.close());

describe("robots.txt", () => {
  it("is plain text that allows the public pages, keeps crawlers out of the API and signed-in areas, and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).not.toContain("<");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const area of ["/api/", "/dashboard", "/applications", "/settings", "/auth"]) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
    for (const open of ["/universities", "/plans", "/community", "/about"]) {
      expect(lines.some((line) => line.startsWith("Disallow:") && open.startsWith(line.slice(10)))).toBe(
        false,
      );
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("ignores a forged Host header", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "evil.example" } });
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toContain("evil.example");
  });
});

describe("sitemap.xml", () => {
  it("lists the public pages and every university's page as well-formed XML", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    // The whole document has the protocol's shape: nothing else, and no unescaped markup in a URL.
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<url><loc>https:\/\/[^<>&"']+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>\n)+<\/urlset>\n$/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/universities", "/plans", "/about", "/community"]) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    const universityLocs = locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/universities/`));
    expect(universityLocs).toHaveLength(SMALL_CATALOGUE_SIZE);

    // Each listed page is a university the API shows to a guest.
    const search = await t.app.inject({ method: "GET", url: "/api/universities?search=harvard" });
    const harvard = search.json().data.universities[0];
    expect(locs).toContain(`${PUBLIC_URL}/universities/${harvard.id}`);
  });

  it("escapes what XML reserves", () => {
    expect(escapeXml(`https://a.example/?x=1&y=<"'>`)).toBe(
      "https://a.example/?x=1&amp;y=&lt;&quot;&apos;&gt;",
    );
  });
});

describe("the web app's fallback", () => {
  it("still answers a university's page path with the app", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/universities/abc",
      headers: { accept: "text/html" },
    });
    expect(page.headers["content-type"]).toContain("text/html");
  });
});

describe("a university's page", () => {
  it("answers with the university's own title and description in its HTML, escaped", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/universities?limit=1&sort=ranking" });
    const { id } = list.json().data.universities[0];
    // A name with markup characters and replacement patterns ($' pastes the rest of a string).
    const name = `Ca' Foscari & <Sons> "Q" $' $& University`;
    await t.database.db.update(universities).set({ name }).where(eq(universities.id, id));
    const res = await t.app.inject({
      method: "GET",
      url: `/universities/${id}`,
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const escaped = "Ca' Foscari &amp; &lt;Sons&gt; &quot;Q&quot; $' $&amp; University";
    expect(res.body).toContain(`<title>${escaped} · Meridian</title>`);
    const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1] ?? "";
    expect(description.startsWith(`${escaped}, in `)).toBe(true);
    expect(description).toContain("Location, website and ranking on Meridian.");
    // The shell is otherwise the same page, once: the app's root is there to render into.
    expect(res.body.split("<div id=root></div>")).toHaveLength(2);
  });

  it("is a 404, with the shell, for an id no university has and for an address that is no id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/universities/${id}`,
        headers: { accept: "text/html" },
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain("<title>Meridian</title>");
      expect(res.body).toContain("<div id=root></div>");
    }
  });
});
