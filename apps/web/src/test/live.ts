/**
 * Live page tests (`*.live-test.tsx`, the vitest project "web-live" of apps/web/vitest.live.config.ts).
 *
 * Component tests (`*.test.tsx`) fake the API with `stubApi`, so a page keeps passing when the
 * server lacks the endpoint it calls: /plans did, for as long as GET /api/subscription-plans did
 * not exist. A live test renders the same page with the same providers and router, but its calls
 * go to the REAL server:
 *
 * - The project's global setup (apps/server/src/test/live-server.ts) builds the real Fastify app
 *   in the Vitest process, on PGlite under a temporary DATA_DIR, runs every migration and the
 *   SEED_DEMO seed (demo accounts, sample plans; not the university catalogue file), and listens
 *   on a free port of 127.0.0.1. It `provide`s the origin as `liveServerUrl`.
 * - The setup file (live-setup.ts) points the happy-dom page at that origin, so the app's relative
 *   `/api/...` fetches and its `/ws` socket reach the server as same-origin requests, with the
 *   real CSRF cookie, bearer token, validation and envelopes. Nothing is stubbed.
 * - One server serves every live test file of a run (starting one per file would cost seconds
 *   each), so tests create their own users and rows with the helpers below and look for those:
 *   never assume the database is empty.
 *
 * A missing endpoint, a response that does not match the contract, or a route refused to the
 * signed-in role shows on screen as the page's error state, and the test fails.
 */
import {
  type ApplicationDetail,
  applicationEndpoints,
  authEndpoints,
  type NotificationType,
  type TeamRole,
  type UserType,
} from "@meridian/contract";
import { inject } from "vitest";
import { apiRequest, clearCsrfToken } from "@/lib/api-client";
import { storeAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by apps/server/src/test/live-server.ts. */
    liveServerUrl: string;
  }
}

/** The origin of the real server of this run. */
export const liveServerUrl = inject("liveServerUrl");

/** A user the live server created, with the password that signs them in. */
export interface LiveUser {
  id: string;
  email: string;
  password: string;
  userType: UserType;
  teamRole: TeamRole | null;
}

const kinds = {
  student: { userType: "customer" },
  counselor: { userType: "team_member", teamRole: "counselor" },
  admin: { userType: "team_member", teamRole: "admin" },
  company: { userType: "company_profile" },
} as const satisfies Record<string, { userType: UserType; teamRole?: TeamRole }>;

async function postFixture<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates an active user of one kind on the live server. */
export function createLiveUser(
  kind: keyof typeof kinds,
  options: { firstName?: string; lastName?: string } = {},
) {
  return postFixture<LiveUser>("/__test/users", { ...kinds[kind], ...options });
}

const loginEndpoints = {
  customer: authEndpoints.studentLogin,
  team_member: authEndpoints.teamLogin,
  company_profile: authEndpoints.companyLogin,
} as const;

/** Signs in through the user's real sign-in endpoint and stores the session as the login form does. */
export async function signInAs(user: LiveUser): Promise<void> {
  const endpoint = loginEndpoints[user.userType];
  const answer = await apiRequest(endpoint.path, {
    method: endpoint.method,
    body: { email: user.email, password: user.password },
    schema: endpoint.response,
  });
  // An account with a second factor answers a pending step instead: such tests sign in themselves.
  if (!("token" in answer)) throw new Error("the account needs a second step to sign in");
  if (!storeAuthToken(answer.token)) throw new Error("the session token could not be stored");
  // The token in memory was issued before the session existed; the next write fetches a new one.
  clearCsrfToken();
}

/** Creates a user of one kind and signs them in. */
export async function signInAsNew(
  kind: keyof typeof kinds,
  options: { firstName?: string; lastName?: string } = {},
) {
  const user = await createLiveUser(kind, options);
  await signInAs(user);
  return user;
}

/** Sends a notification to a user, as another feature of the server would. */
export function notifyLive(
  user: LiveUser,
  notification: { type?: NotificationType; title: string; message: string },
) {
  return postFixture("/__test/notifications", { type: "system", ...notification, userId: user.id });
}

/** Makes `counselor` the student's counselor (null: none); answers the student's profile id. */
export async function assignLiveStudent(student: LiveUser, counselor: LiveUser | null): Promise<string> {
  const { profileId } = await postFixture<{ profileId: string }>("/__test/assign-student", {
    studentId: student.id,
    counselorId: counselor?.id ?? null,
  });
  return profileId;
}

/** A chat message from `from` (to the worked student `profileId`, or in their own conversation). */
export function sendChatLive(from: LiveUser, content: string, profileId?: string) {
  return postFixture<{ id: string; readAt: string | null }>("/__test/chat-messages", {
    from,
    content,
    profileId,
  });
}

/** `by` reads a chat message, as their own chat would mark it. */
export function readChatLive(by: LiveUser, messageId: string) {
  return postFixture("/__test/chat-reads", { by, messageId });
}

/** A forum post by `author`, written straight into the live server's table; answers its id. */
export async function createForumPostLive(
  author: LiveUser,
  post: { title: string; body: string; moderation?: "visible" | "pending" | "hidden" },
): Promise<string> {
  const { id } = await postFixture<{ id: string }>("/__test/forum-posts", { authorId: author.id, ...post });
  return id;
}

/** A university of the server's small catalogue fixture (e.g. MIT, with its sourced facts), added afresh; answers its id. */
export async function addCatalogueUniversityLive(name: string): Promise<string> {
  const { id } = await postFixture<{ id: string }>("/__test/catalogue-university", { name });
  return id;
}

/** A Master's draft of the signed-in student at `universityId`, for next fall's intake; answers the application. */
export function createDraftLive(universityId: string, programName: string): Promise<ApplicationDetail> {
  return callEndpoint(applicationEndpoints.create, {
    body: {
      universityId,
      programName,
      degreeType: "Master's",
      intakeTerm: "fall",
      intakeYear: new Date().getUTCFullYear() + 1,
    },
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
}
