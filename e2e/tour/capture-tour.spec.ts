import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { csrfHeaders } from "../csrf-headers.js";
import { DEMO_PASSWORD, showScheme } from "../tests/support.js";

// `npm run tour:capture`: the landing page's "Watch Demo" tour, captured from the real product.
// A fresh demo (SEED_DEMO seeds its student's applications, documents and chat, and the counselor's
// students) is photographed as its accounts find it, each screen in both themes, written as WebP
// beside a manifest with the captions.
// Run it again when the screens change; it is no test of the product and CI does not run it.

const require = createRequire(join(import.meta.dirname, "..", "..", "apps", "server", "package.json"));
const sharp = require("sharp") as typeof import("sharp")["default"];

const tourDir = join(import.meta.dirname, "..", "..", "apps", "web", "public", "tour");
const viewport = { width: 1280, height: 800 };
const TEAM_ACCESS_CODE = "meridian-team";

type Role = "student" | "counselor" | "admin" | "company";
interface Session {
  token: string;
  headers: Record<string, string>;
}

interface Shot {
  id: string;
  title: string;
  caption: string;
  alt: string;
  as: Role | null;
  path: string;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
}

test.use({ viewport });
test.setTimeout(240_000);

test("captures the product tour", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const sessions = {
    student: await signIn(base, "student"),
    counselor: await signIn(base, "counselor"),
    admin: await signIn(base, "admin"),
    company: await signIn(base, "company"),
  };
  const records = {
    mitId: await findUniversity(base, sessions.student, "massachusetts institute of technology"),
  };

  const shots: Shot[] = [
    {
      id: "catalogue",
      title: "Find universities worldwide",
      caption:
        "Search the catalogue by name, city or country, filter it, and open any university. Guests can browse it too.",
      alt: "The universities page: universities in Germany by world rank, as cards.",
      as: null,
      path: "/universities?country=Germany&sort=ranking",
      ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    },
    {
      id: "university",
      title: "Facts with their sources",
      caption:
        "A university's page shows what public sources say, with the source and year, and says so when a figure is not published.",
      alt: "The page of the Massachusetts Institute of Technology with its facts and their sources.",
      as: null,
      path: `/universities/${records.mitId}`,
      ready: (page) =>
        expect(
          page.getByRole("heading", { level: 1, name: /Massachusetts Institute of Technology/ }),
        ).toBeVisible(),
    },
    {
      id: "applications",
      title: "Every application in one place",
      caption:
        "Students track each application's status and the documents its checklist still needs, and submit when it is ready.",
      alt: "The student's applications page with three applications and their statuses.",
      as: "student",
      path: "/applications",
      ready: (page) => expect(page.getByText("Conditional Offer").first()).toBeVisible(),
    },
    {
      id: "documents",
      title: "Documents, uploaded and verified",
      caption: "Transcripts and score reports are uploaded with progress; the counselor marks them verified.",
      alt: "The student's documents page listing a verified transcript and an English test score report.",
      as: "student",
      path: "/documents",
      ready: (page) => expect(page.getByText("Secondary school transcript").first()).toBeVisible(),
    },
    {
      id: "chat",
      title: "A counselor who answers",
      caption: "Each student chats with their own counselor; messages arrive live on both sides.",
      alt: "The student's chat with their counselor, with her questions and the counselor's answers.",
      as: "student",
      path: "/student/chat",
      ready: (page) =>
        expect(page.getByText(/^Congratulations! It depends on your final transcript/)).toBeVisible(),
    },
    {
      id: "caseload",
      title: "The counselor's caseload",
      caption:
        "Counselors work the students assigned to them: their applications, documents, notes and chat.",
      alt: "The counselor's dashboard listing the students assigned to them.",
      as: "counselor",
      path: "/dashboard/team?section=students",
      ready: (page) => expect(page.getByText(/@students\.meridian\.demo$/).first()).toBeVisible(),
    },
    {
      id: "community",
      title: "A community to ask",
      caption: "Students, counselors and companies meet in a moderated forum with nine categories.",
      alt: "The community page with its categories and their latest posts.",
      as: null,
      path: "/community",
      ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    },
  ];

  mkdirSync(tourDir, { recursive: true });
  const steps = [];
  for (const shot of shots) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const token = shot.as ? sessions[shot.as].token : null;
    // The web app keeps its session token in localStorage (lib/auth-token.ts).
    if (token) await context.addInitScript((t) => window.localStorage.setItem("auth_token", t), token);
    const page = await context.newPage();
    const files: Record<"light" | "dark", string> = { light: "", dark: "" };
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.goto(shot.path);
      await shot.ready(page);
      await showScheme(page, scheme);
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot();
      const name = `${shot.id}-${scheme}.webp`;
      await sharp(png).webp({ quality: 74 }).toFile(join(tourDir, name));
      files[scheme] = `/tour/${name}`;
    }
    await context.close();
    const { as: _as, path: _path, ready: _ready, ...text } = shot;
    steps.push({ ...text, ...files, ...viewport });
  }
  const manifest = { capturedOn: new Date().toISOString().slice(0, 10), steps };
  writeFileSync(join(tourDir, "tour.json"), `${JSON.stringify(manifest, null, 2)}\n`);
});

/** The id of the first university a search finds. */
async function findUniversity(base: string, session: Session, search: string): Promise<string> {
  const res = await call(
    base,
    session,
    "GET",
    `/api/universities?search=${encodeURIComponent(search)}&limit=1`,
  );
  const id = (res as { universities: { id: string }[] }).universities[0]?.id;
  if (!id) throw new Error(`no university found for "${search}"`);
  return id;
}

async function call(base: string, session: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: session.headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** Signs a demo role in as the web app does, with the CSRF pair its writes carry (decision 026). */
async function signIn(base: string, role: Role): Promise<Session> {
  const guest = await csrfHeaders(base);
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: "POST", headers: guest, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const team = role === "counselor" || role === "admin";
  if (team) await post("/api/auth/team-access-code", { code: TEAM_ACCESS_CODE });
  const door = team ? "team" : role;
  const res = await post(`/api/auth/${door}-login`, {
    email: `${role}@meridian.demo`,
    password: DEMO_PASSWORD,
  });
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  return { token, headers: await csrfHeaders(base, token) };
}
