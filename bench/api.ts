// Signed-in API benchmark: signs in once as each role (the sign-in throttles allow no more) and
// loads, together, the API calls the web app makes on that role's signed-in pages; prints req/s,
// p50 and p99 per route and each route's ratio to a bare Fastify route measured in the same run.
// Routes only, no timed assertions. A feature adds its page's calls to `pages` below.
// Usage: npm run bench:api [-- --duration 10 --connections 50] [-- --alone]
// Then the issue's single-route targets: each of `alone` below by itself at all the connections
// (`--alone` prints only those, for a quick look at one change).
// On PGlite by default; DATABASE_URL runs it on PostgreSQL (with the demo seed; a database seeded
// under another APP_SECRET needs that APP_SECRET set).
import autocannon from "autocannon";
import { csrfHeaders } from "../e2e/csrf-headers.js";
import {
  browserHeaders,
  cpuSeconds,
  databaseEnv,
  describeIdleMemory,
  idleMemoryOfNewServer,
  type LoadResult,
  loadArguments,
  pinServers,
  runLoad,
  startBareFastify,
  startSeededServer,
} from "./lib.js";

const { durationSeconds, connections } = loadArguments();
const aloneOnly = process.argv.includes("--alone");

type Role = "student" | "counselor" | "admin" | "company";

/** One API call a page makes (paths and queries as apps/web/src/features/<feature>/api sends them). */
interface Call {
  name: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
}

/** A GET call named by its method and path (without the query), as the tables print it. */
function get(path: string, note?: string): Call {
  return { name: `GET ${path.split("?")[0]}${note ? ` (${note})` : ""}`, path };
}

// Every signed-in page: the session check and the notification bell (unread count, recent 20).
const shell: Call[] = [
  get("/api/auth/me"),
  get("/api/notifications/unread-count"),
  get("/api/notifications?filter=all&limit=20", "bell"),
];
const catalogue: Call[] = [
  get("/api/universities?limit=6&offset=0", "first page"),
  get("/api/universities?limit=6&offset=0&search=engineering&degreeType=Master%27s", "text + filter"),
];
const notificationsPage: Call[] = [
  get("/api/notifications?filter=unread&limit=20", "page, unread"),
  // The page's "mark all read": a write, so it carries the session's CSRF pair.
  { name: "PUT /api/notifications/read-all", method: "PUT", path: "/api/notifications/read-all" },
];
const settingsPage: Call[] = [
  get("/api/notifications/preferences"),
  get("/api/users/sessions"),
  get("/api/users/second-factor"),
];
// Every profile page (/profile and the admin, counselor and company ones): the Personal Information tab.
const profilePage: Call[] = [get("/api/users/profile")];
// /applications and the dashboard's applications list.
const applicationsPage: Call[] = [get("/api/applications"), get("/api/applications/recent")];
const documentsPage: Call[] = [get("/api/documents")];
const plansPage: Call[] = [get("/api/subscription-plans")];
// The student's plan on the dashboard and in /settings, with their receipts.
const ownPlan: Call[] = [get("/api/subscription"), get("/api/subscription/receipts")];
// /dashboard/admin/plans: every plan with its current subscribers.
const adminPlansPage: Call[] = [get("/api/admin/subscription-plans")];
// The admins' approvals queue of offline payments.
const paymentsQueue: Call[] = [get("/api/admin/payment-requests?state=pending&limit=20&offset=0")];
// The admins' support queue: the open messages, newest first.
const supportQueue: Call[] = [get("/api/admin/support-requests?status=open&limit=20&offset=0")];
// /dashboard/admin/mail: the product's mail, newest first (the outbox on the embedded default).
const mailPage: Call[] = [get("/api/admin/mail?status=all&limit=25&offset=0")];
// /dashboard/admin/community: the moderation queue and the blocked-word list.
const moderationPage: Call[] = [get("/api/admin/community/queue"), get("/api/admin/community/blocked-words")];
// The student dashboard's recommendations and the "what do you want to study" form.
const recommendationsPage: Call[] = [get("/api/recommendations"), get("/api/students/me/preferences")];
// /student/shortlist (features/recommendations): the universities the student saved.
const shortlistPage: Call[] = [get("/api/recommendations/shortlist")];
// /profile's Study profile tab (features/student-profile): the student's own ten groups and meter.
const ownStudyProfilePage: Call[] = [get("/api/students/me/profile")];
// The student's header on every page: the count beside Chat (decision 075).
const studentHeader: Call[] = [get("/api/chat/unread-count")];
// The team Overview's card of follow-ups due or overdue (a student's own notes need a profile id
// from the team's student list, added with it).
const teamOverview: Call[] = [
  get("/api/counselor/followups/due"),
  // The caseload's latest applications (the spec's team dashboard call), computed each time.
  get("/api/applications/recent", "caseload"),
];
// /student/chat (a student's or a company's own conversation), as the chat feature calls it.
const ownChatPage: Call[] = [get("/api/chat/conversation"), get("/api/chat/messages?limit=30")];
// /community (features/community): the caller's standing (cooling period, limits), the categories
// and a category's first page, as a signed-in reader loads them (likedByMe is looked up).
const communityPages: Call[] = [
  get("/api/community/standing"),
  get("/api/community/categories"),
  get("/api/community/posts?category=general&sort=new&limit=20", "category"),
];
// /dashboard/company and /dashboard/company/profile (features/company-profiles/api).
const companyProfilePage: Call[] = [get("/api/company/profile")];
// /dashboard/company: what the company's forum posts drew (views, likes, comments, poll results).
const companyCommunityPage: Call[] = [get("/api/company/community/posts")];
const adminDashboard: Call[] = [
  get("/api/admin/staff-invitations"),
  get("/api/admin/security-events/counts"),
  get("/api/admin/security-settings"),
  get("/api/admin/company-accounts"),
  get("/api/admin/company-chat"),
  get("/api/admin/universities?offset=0&sortBy=alphabetical&limit=20", "table"),
];

// /dashboard/team (features/caseload/api): the sections' first pages, a typed search, a filter.
const teamDashboard: Call[] = [
  get("/api/counselor/assigned-students?limit=20&offset=0"),
  get("/api/counselor/assigned-students?search=sofia&limit=20&offset=0", "search"),
  get("/api/counselor/applications?limit=25&offset=0"),
  get("/api/counselor/applications?status=draft&limit=25&offset=0", "status"),
  get("/api/counselor/analytics"),
  get("/api/team/members"),
];

// /dashboard/admin/students: the students table (first page, then a search), the counselors'
// loads and the settings of the automatic rule.
const adminStudentsPage: Call[] = [
  get("/api/admin/students?assignment=all&offset=0&limit=20"),
  get("/api/admin/students?search=demo&assignment=unassigned&offset=0&limit=20", "search"),
  get("/api/admin/counselors"),
];

/**
 * The signed-in pages of each role and the calls they make: the table each feature adds to.
 * A role's calls are loaded at the same time, as a person moving between its pages makes them.
 */
const pages: Record<Role, Call[]> = {
  student: [
    ...shell,
    ...catalogue,
    ...notificationsPage,
    ...settingsPage,
    ...plansPage,
    ...ownPlan,
    ...studentHeader,
    ...recommendationsPage,
    ...shortlistPage,
    ...ownStudyProfilePage,
    ...applicationsPage,
    ...documentsPage,
    ...ownChatPage,
    ...communityPages,
    ...profilePage,
  ],
  // The student's file (studentFile below) joins once the demo student is assigned.
  counselor: [
    ...shell,
    ...catalogue,
    ...settingsPage,
    ...teamDashboard,
    ...teamOverview,
    ...communityPages,
    ...profilePage,
  ],
  admin: [
    ...shell,
    ...adminDashboard,
    ...adminStudentsPage,
    ...teamDashboard,
    ...paymentsQueue,
    ...supportQueue,
    ...mailPage,
    ...adminPlansPage,
    ...moderationPage,
    ...communityPages,
    ...profilePage,
  ],
  company: [
    ...shell,
    ...plansPage,
    ...ownChatPage,
    ...communityPages,
    ...companyProfilePage,
    ...companyCommunityPage,
    ...profilePage,
  ],
};

/** The counselor's screen of one student (/dashboard/team/student/{profileId}), its sections' reads. */
function studentFile(profileId: string): Call[] {
  return [
    { name: "GET /api/counselor/student/{id}", path: `/api/counselor/student/${profileId}` },
    { name: "GET /api/students/documents/{id}", path: `/api/students/documents/${profileId}` },
    { name: "GET /api/counselor/followups/{id}", path: `/api/counselor/followups/${profileId}` },
    { name: "GET /api/counselor/chat/{id}", path: `/api/counselor/chat/${profileId}?limit=30` },
  ];
}

/**
 * Makes the demo counselor the demo student's, as an admin does on /dashboard/admin/students, so the
 * counselor's calls read a real caseload (the student's 50 applications and documents); returns the
 * student's profile id and how to put their counselor back.
 */
async function assignDemoStudent(base: string, admin: Record<string, string>) {
  const students = await fetch(`${base}/api/admin/students?search=student%40meridian.demo&limit=1`, {
    headers: admin,
  });
  const [student] = ((await students.json()) as { data: { students: StudentRow[] } }).data.students;
  const counselors = await fetch(`${base}/api/admin/counselors`, { headers: admin });
  const { counselors: loads } = (
    (await counselors.json()) as { data: { counselors: { id: string; email: string }[] } }
  ).data;
  const counselor = loads.find((c) => c.email === "counselor@meridian.demo");
  if (!student || !counselor) throw new Error("the demo student or counselor is missing");
  const assign = (counselorId: string | null) =>
    fetch(`${base}/api/admin/students/${student.profileId}/counselor`, {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({ counselorId }),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`assign: ${res.status} ${await res.text()}`);
    });
  await assign(counselor.id);
  return { profileId: student.profileId, restore: () => assign(student.counselor?.id ?? null) };
}
/**
 * 50 applications need a plan that allows them (the free plan caps universities): an admin
 * records an internal payment of the plan with the most universities for the demo student, as
 * POST /api/subscription/conversion does for a payment taken at the desk. A renewal on a reused
 * database is refused (409) while the plan runs, and the plan it holds serves as well.
 */
async function giveDemoStudentLargestPlan(base: string, admin: Record<string, string>) {
  const students = await fetch(`${base}/api/admin/students?search=student%40meridian.demo&limit=1`, {
    headers: admin,
  });
  const [student] = ((await students.json()) as { data: { students: StudentRow[] } }).data.students;
  const plansRes = await fetch(`${base}/api/subscription-plans`, { headers: admin });
  const plans = (
    (await plansRes.json()) as {
      data: { id: string; maxUniversities: number; priceMinor: number; currency: string }[];
    }
  ).data;
  const largest = plans.sort((a, b) => b.maxUniversities - a.maxUniversities)[0];
  if (!student || !largest) throw new Error("the demo student or the sample plans are missing");
  const res = await fetch(`${base}/api/subscription/conversion`, {
    method: "POST",
    headers: { ...admin, "idempotency-key": `bench-${student.profileId}-${largest.id}` },
    body: JSON.stringify({
      studentId: student.profileId,
      planId: largest.id,
      paymentReference: "BENCH",
      paidAmountMinor: Math.max(largest.priceMinor, 1),
      paidCurrency: largest.currency,
      paidOn: new Date().toISOString().slice(0, 10),
    }),
  });
  if (!res.ok) throw new Error(`conversion: ${res.status} ${await res.text()}`);
}
interface StudentRow {
  profileId: string;
  counselor: { id: string } | null;
}

/**
 * Routes measured by themselves at all the connections, each with a target of p99 under 25 ms on
 * PostgreSQL (issues 10 and 11); `/api/auth/me` is the signed-in floor they are compared with.
 */
const alone: { role: Role; call: Call }[] = [
  { role: "student", call: shell[0] as Call },
  { role: "student", call: applicationsPage[0] as Call },
  { role: "student", call: documentsPage[0] as Call },
];

/** The demo accounts of the seed (README), and where each signs in. */
const DEMO_PASSWORD = "Demo-Meridian-2026";
const TEAM_ACCESS_CODE = "meridian-team";
const signInPath: Record<Role, string> = {
  student: "/api/auth/student-login",
  counselor: "/api/auth/team-login",
  admin: "/api/auth/team-login",
  company: "/api/auth/company-login",
};

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Signs a role in as the web app does (the team roles after typing the team-access code), then
 * fetches the CSRF pair bound to the new session (decision 026) for its writes.
 */
async function signIn(base: string, role: Role): Promise<Record<string, string>> {
  const headers = { ...(await browserHeaders(base)), "user-agent": `meridian-bench api ${role}` };
  if (role === "counselor" || role === "admin")
    await post(`${base}/api/auth/team-access-code`, headers, { code: TEAM_ACCESS_CODE });
  const res = await post(`${base}${signInPath[role]}`, headers, {
    email: `${role}@meridian.demo`,
    password: DEMO_PASSWORD,
  });
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  return csrfHeaders(base, token);
}

/** Loads a role's calls at the same time, the connections shared between them. */
async function loadTogether(base: string, calls: Call[], headers: Record<string, string>) {
  const each = Math.max(2, Math.round(connections / calls.length));
  return Promise.all(
    calls.map(async (call): Promise<LoadResult> => {
      const result = await autocannon({
        url: `${base}${call.path}`,
        method: call.method ?? "GET",
        headers,
        ...(call.method && call.method !== "GET" ? { body: JSON.stringify(call.body ?? {}) } : {}),
        connections: each,
        duration: durationSeconds,
      });
      return {
        name: call.name,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      };
    }),
  );
}

// The issue's load: a student with 50 applications and 50 documents (removed again at the end,
// so a PostgreSQL database can be reused).
const STUDENT_RECORDS = 50;

/** Gives the signed-in student STUDENT_RECORDS applications and documents; returns their cleanup. */
async function fillStudentWorkspace(base: string, headers: Record<string, string>) {
  const search = await fetch(`${base}/api/universities?limit=${STUDENT_RECORDS}&sortBy=ranking`, { headers });
  const { universities } = ((await search.json()) as { data: { universities: { id: string }[] } }).data;
  const year = new Date().getUTCFullYear() + 1;
  const applications: string[] = [];
  const documents: string[] = [];
  for (const [i, university] of universities.entries()) {
    const res = await post(`${base}/api/applications`, headers, {
      universityId: university.id,
      programName: `Bench program ${i}`,
      degreeType: "Master's",
      intakeTerm: "fall",
      intakeYear: year,
    }).catch(() =>
      // A university that lists other degree types only.
      post(`${base}/api/applications`, headers, {
        universityId: university.id,
        programName: `Bench program ${i}`,
        degreeType: "Bachelor's",
        intakeTerm: "fall",
        intakeYear: year,
      }),
    );
    applications.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  const { "content-type": _json, ...formHeaders } = headers;
  for (let i = 0; i < STUDENT_RECORDS; i++) {
    const form = new FormData();
    form.append("type", "transcript");
    form.append("file", new Blob([`%PDF-1.7\nbench ${i}`], { type: "application/pdf" }), `bench-${i}.pdf`);
    const res = await fetch(`${base}/api/documents`, { method: "POST", headers: formHeaders, body: form });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    documents.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  return async () => {
    for (const id of applications)
      await fetch(`${base}/api/applications/${id}`, { method: "DELETE", headers: formHeaders });
    for (const id of documents)
      await fetch(`${base}/api/documents/${id}`, { method: "DELETE", headers: formHeaders });
  };
}

// A 1×1 PNG: the smallest whole image the photo upload re-encodes.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Gives the signed-in company a post with a photo, as a company adds one on its post's page, and
 * adds the photo's read to the company's calls; returns the cleanup (the post, and its photo with it).
 */
async function addCompanyPhoto(base: string, headers: Record<string, string>) {
  const created = await post(`${base}/api/community/posts`, headers, {
    category: "general",
    title: "Bench post with a photo",
    body: "A photo of our office.",
  });
  const postId = ((await created.json()) as { data: { id: string } }).data.id;
  const { "content-type": _json, ...formHeaders } = headers;
  const form = new FormData();
  form.append("file", new Blob([TINY_PNG], { type: "image/png" }), "office.png");
  const res = await fetch(`${base}/api/community/posts/${postId}/photos`, {
    method: "POST",
    headers: formHeaders,
    body: form,
  });
  if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
  const photo = ((await res.json()) as { data: { url: string } }).data;
  pages.company.push({ name: "GET /api/community/photos/{photoId}", path: photo.url });
  return async () => {
    await fetch(`${base}/api/community/posts/${postId}`, { method: "DELETE", headers: formHeaders });
  };
}

const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const idle = await idleMemoryOfNewServer(databaseEnv());
const bare = await startBareFastify();
const meridian = await startSeededServer(databaseEnv());
const pinned = pinServers([bare.proc, meridian.proc]).note;
let cleanUp = async () => {};
try {
  const roles = Object.keys(pages) as Role[];
  const sessions = new Map<Role, Record<string, string>>();
  for (const role of roles) sessions.set(role, await signIn(meridian.url, role));
  await giveDemoStudentLargestPlan(meridian.url, sessions.get("admin") ?? {});
  const emptyWorkspace = await fillStudentWorkspace(meridian.url, sessions.get("student") ?? {});
  const assigned = await assignDemoStudent(meridian.url, sessions.get("admin") ?? {});
  const removeCompanyPhoto = await addCompanyPhoto(meridian.url, sessions.get("company") ?? {});
  cleanUp = async () => {
    await assigned.restore();
    await emptyWorkspace();
    await removeCompanyPhoto();
  };
  pages.counselor.push(...studentFile(assigned.profileId));

  // Warm both up so JIT, connection setup and the catalogue cache do not count.
  await runLoad("warm-up", `${bare.url}/hello`, { connections, durationSeconds: 2 });
  for (const role of aloneOnly ? ["student" as const] : roles)
    await loadTogether(meridian.url, pages[role], sessions.get(role) ?? {});
  const baseline = await runLoad("bare Fastify GET /hello", `${bare.url}/hello`, {
    connections,
    durationSeconds,
  });

  console.log(
    `node ${process.version}, ${driver}, ${connections} connections per role shared by its calls, ${durationSeconds} s per role; the student holds ${STUDENT_RECORDS} applications and ${STUDENT_RECORDS} documents; ${pinned}`,
  );
  console.log(describeIdleMemory(driver, idle));
  console.log("");
  console.log(
    `bare Fastify GET /hello alone: ${Math.round(baseline.requestsPerSecond)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
  );
  console.log("");
  console.log("| role | route | req/s | p50 ms | p99 ms | errors | non-2xx | req/s vs bare |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  const ratio = (value: number) => (value / baseline.requestsPerSecond).toFixed(3);
  for (const role of aloneOnly ? [] : roles) {
    const rows = await loadTogether(meridian.url, pages[role], sessions.get(role) ?? {});
    for (const row of rows) {
      console.log(
        `| ${role} | ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${ratio(row.requestsPerSecond)} |`,
      );
    }
    const total = rows.reduce((sum, row) => sum + row.requestsPerSecond, 0);
    console.log(
      `| ${role} | **all ${rows.length} together** | ${Math.round(total)} | | ${Math.max(...rows.map((row) => row.p99))} | | | ${ratio(total)} |`,
    );
  }
  console.log("");
  console.log(`Alone, ${connections} connections, ${durationSeconds} s each:`);
  console.log("");
  // The machine's speed drifts over a run (shared cores): each route alone is set against the bare
  // route measured just before it, not only against the one at the start.
  console.log(
    "| role | route | body bytes | req/s | p50 ms | p99 ms | errors | non-2xx | bare just before, req/s | req/s vs that bare | req/s vs bare at start | server CPU ms per request |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const { role, call } of alone) {
    const body = await (
      await fetch(`${meridian.url}${call.path}`, { headers: sessions.get(role) ?? {} })
    ).text();
    const neighbour = await runLoad("bare Fastify GET /hello", `${bare.url}/hello`, {
      connections,
      durationSeconds,
    });
    const cpuBefore = cpuSeconds(meridian.proc.pid);
    const row = await runLoad(call.name, `${meridian.url}${call.path}`, {
      connections,
      durationSeconds,
      headers: sessions.get(role) ?? {},
    });
    const cpuPerRequest =
      (1000 * (cpuSeconds(meridian.proc.pid) - cpuBefore)) / (row.requestsPerSecond * durationSeconds);
    console.log(
      `| ${role} | ${row.name} | ${Buffer.byteLength(body)} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${Math.round(neighbour.requestsPerSecond)} | ${(row.requestsPerSecond / neighbour.requestsPerSecond).toFixed(3)} | ${ratio(row.requestsPerSecond)} | ${cpuPerRequest.toFixed(3)} |`,
    );
  }
} finally {
  await cleanUp();
  meridian.proc.kill("SIGTERM");
  bare.proc.kill("SIGTERM");
}
