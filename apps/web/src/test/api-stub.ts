import { type SessionUser, storageKeys } from "@meridian/contract";
import { vi } from "vitest";

/** What a stubbed endpoint answers: data in the success envelope, or an error envelope. */
export interface StubAnswer {
  status?: number;
  data?: unknown;
  /** A list's meta beside its data. */
  meta?: unknown;
  error?: { code: string; message: string; field?: string; hint?: string };
  /** A body that is not an envelope (a proxy's HTML error page, say). */
  raw?: string;
}

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

/** The server's refusal of one field (422 VALIDATION_ERROR), which the form shows at that field. */
export function fieldRefusal(field: string, message: string): StubAnswer {
  return { status: 422, error: { code: "VALIDATION_ERROR", message, field } };
}

/**
 * A route that answers `first` to its first request and `after` to each later one: a refusal,
 * then the answer to the retry.
 */
export function firstThen(first: StubAnswer, after: StubAnswer): () => StubAnswer {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? first : after;
  };
}

/** Routes keyed "METHOD /path" (no query string). */
export type StubRoutes = Record<string, Route>;

function envelope(answer: StubAnswer): Response {
  const status = answer.status ?? (answer.error ? 400 : 200);
  if (answer.raw !== undefined)
    return new Response(answer.raw, { status, headers: { "content-type": "text/html" } });
  const body = answer.error
    ? { success: false, error: answer.error }
    : { success: true, data: answer.data, ...(answer.meta === undefined ? {} : { meta: answer.meta }) };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Replaces fetch with a tiny fake server: CSRF tokens are handed out unless a route overrides
 * them, unknown routes answer 404, and every request is recorded for assertions.
 */
export function stubApi(routes: StubRoutes = {}) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      if (url.pathname === "/api/auth/csrf-token") return envelope({ data: { csrfToken: "test-csrf" } });
      return envelope({
        status: 404,
        error: { code: "NOT_FOUND", message: `No route ${method} ${url.pathname}` },
      });
    }
    return envelope(typeof route === "function" ? await route(request) : route);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests made to one "METHOD /path". */
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

function makeUser(overrides: Partial<SessionUser>): SessionUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    firstName: "Sofia",
    lastName: "Martins",
    email: "student@meridian.demo",
    profilePicture: null,
    userType: "customer",
    teamRole: null,
    accountStatus: "active",
    createdAt: "2026-01-05T10:00:00.000Z",
    lastLoginAt: "2026-03-01T09:30:00.000Z",
    mustChangePassword: false,
    emailVerified: true,
    ...overrides,
  };
}

/** One user of each kind, shaped like the session call's answer. */
export const testUsers = {
  student: makeUser({}),
  admin: makeUser({
    id: "00000000-0000-4000-8000-000000000002",
    firstName: "Amira",
    lastName: "Haddad",
    email: "admin@meridian.demo",
    userType: "team_member",
    teamRole: "admin",
  }),
  counselor: makeUser({
    id: "00000000-0000-4000-8000-000000000003",
    firstName: "Daniel",
    lastName: "Okafor",
    email: "counselor@meridian.demo",
    userType: "team_member",
    teamRole: "counselor",
  }),
  otherTeam: makeUser({
    id: "00000000-0000-4000-8000-000000000005",
    firstName: "Noor",
    lastName: "Ali",
    email: "ops@meridian.demo",
    userType: "team_member",
    teamRole: "operations",
  }),
  company: makeUser({
    id: "00000000-0000-4000-8000-000000000004",
    firstName: "Lena",
    lastName: "Fischer",
    email: "company@meridian.demo",
    userType: "company_profile",
  }),
} satisfies Record<string, SessionUser>;

/** The admin dashboard's reads, answered empty: for a test that only needs the dashboard to open. */
export const emptyAdminDashboard: StubRoutes = {
  "GET /api/admin/staff-invitations": { data: [] },
  "GET /api/admin/company-accounts": { data: [] },
  "GET /api/admin/security-settings": {
    data: {
      teamLoginVisible: false,
      secretCode: null,
      autoAssignStudents: true,
      counselorStudentCap: null,
      requireTeamSecondFactor: false,
      requireVerifiedEmailToApply: false,
      updatedAt: "2026-03-01T00:00:00.000Z",
    },
  },
};

/** Stores a session token and returns the route that answers the session call with `user`. */
export function signedInAs(user: SessionUser): StubRoutes {
  window.localStorage.setItem(storageKeys.authToken, "test-session-token");
  return { "GET /api/auth/me": { data: user } };
}
