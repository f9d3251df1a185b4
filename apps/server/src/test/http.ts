import type { TeamRole } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { UserRow } from "../db/schema/index.js";
import { createUser, TEST_PASSWORD } from "./factories.js";
import type { TestApp } from "./test-app.js";

export interface BrowserHeaders extends Record<string, string | undefined> {
  cookie: string;
  "x-csrf-token": string;
  authorization?: string;
}

/**
 * What a browser holds after GET /api/auth/csrf-token: the _csrf cookie and the token, bound to
 * the session of `authorization` when given.
 */
export async function csrfHeaders(app: FastifyInstance, authorization?: string): Promise<BrowserHeaders> {
  const res = await app.inject({
    method: "GET",
    url: "/api/auth/csrf-token",
    headers: authorization ? { authorization } : {},
  });
  const setCookie = String(res.headers["set-cookie"] ?? "");
  const cookie = setCookie.split(";")[0] ?? "";
  return { cookie, "x-csrf-token": res.json().data.csrfToken };
}

/**
 * The device cookie a sign-in's answer set ("name=value"), for a later request from the same
 * browser: the CSRF cookie and it, joined as a browser sends them.
 */
export function withDeviceCookie(
  headers: BrowserHeaders,
  signInAnswer: { headers: Record<string, unknown> },
) {
  const setCookies = [signInAnswer.headers["set-cookie"] ?? []].flat().map(String);
  const device = deviceCookieIn(setCookies.map((cookie) => cookie.split(";")[0] ?? ""));
  if (!device) throw new Error("the sign-in set no device cookie");
  return withCookie(headers, device);
}

/** The device cookie ("name=value") among a browser's cookies, if it holds one. */
function deviceCookieIn(cookies: string[]): string | undefined {
  return cookies.find((cookie) => cookie.includes("meridian_device="));
}

/** The headers with one more cookie, joined as a browser sends them. */
function withCookie(headers: BrowserHeaders, cookie: string | undefined) {
  return { ...headers, cookie: [headers.cookie, cookie].filter(Boolean).join("; ") };
}

const doors = { customer: "student", team_member: "team", company_profile: "company" } as const;

/** Signs a user in through the door of their kind and returns the browser's headers with the bearer token. */
export async function signIn(
  app: FastifyInstance,
  user: Pick<UserRow, "email" | "userType">,
): Promise<BrowserHeaders> {
  const headers = await csrfHeaders(app);
  const res = await app.inject({
    method: "POST",
    url: `/api/auth/${doors[user.userType]}-login`,
    headers,
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  // As the web app does after signing in: a fresh CSRF token bound to the new session; the
  // browser keeps the device cookie the sign-in set.
  const authorization = `Bearer ${res.json().data.token}`;
  return { ...withDeviceCookie(await csrfHeaders(app, authorization), res), authorization };
}

/** A new team member of `teamRole`, signed in: the browser's headers, for tests that need no more of the user. */
export async function signInStaff(t: TestApp, teamRole: TeamRole): Promise<BrowserHeaders> {
  return signIn(t.app, await createUser(t.database.db, { userType: "team_member", teamRole }));
}

/** The same browser signed out: a CSRF token bound to no session, and the device cookie it keeps. */
export async function sameBrowserSignedOut(
  app: FastifyInstance,
  signedIn: BrowserHeaders,
): Promise<BrowserHeaders> {
  return withCookie(await csrfHeaders(app), deviceCookieIn(signedIn.cookie.split("; ")));
}

/** The account's password change, as the settings page sends it. */
export function changePassword(
  app: FastifyInstance,
  headers: BrowserHeaders,
  oldPassword: string,
  newPassword: string,
) {
  return app.inject({
    method: "POST",
    url: "/api/users/change-password",
    headers,
    payload: { oldPassword, newPassword },
  });
}

/** The headers and body of a request carrying one file in the field "file", as a browser sends it. */
export function withFile(
  headers: BrowserHeaders,
  filename: string,
  content: Buffer | string,
  contentType: string,
): { headers: Record<string, string | undefined>; payload: Buffer } {
  const form = multipartFile(filename, content, contentType);
  return { headers: { ...headers, ...form.headers }, payload: form.payload };
}

/** A multipart/form-data body with one file in the field "file", as a browser's FormData sends it. */
export function multipartFile(
  filename: string,
  content: Buffer | string,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  return multipartForm([{ name: "file", filename, content, contentType }]);
}

/** One part of a form: a text field, or a file. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer | string; contentType?: string };

/** A multipart/form-data body with these parts in this order, as a browser's FormData sends it. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----meridian${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => {
    const head =
      "value" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`;
    const body = "value" in part ? part.value : part.content;
    return [Buffer.from(head), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from("\r\n")];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Signs a user in over a real connection (a server process), as a browser does: CSRF pair, then the door. */
export async function signInOverHttp(
  base: string,
  door: "student" | "team" | "company",
  credentials: { email: string; password: string },
): Promise<string> {
  const csrf = await fetch(new URL("/api/auth/csrf-token", base));
  const cookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { data } = (await csrf.json()) as { data: { csrfToken: string } };
  const res = await fetch(new URL(`/api/auth/${door}-login`, base), {
    method: "POST",
    headers: { cookie, "x-csrf-token": data.csrfToken, "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The admins' "require a second factor for team accounts" switch, as the Team access panel sends it. */
export function requireTeamSecondFactor(app: FastifyInstance, admin: BrowserHeaders, on: boolean) {
  return app.inject({
    method: "PUT",
    url: "/api/admin/security-settings",
    headers: admin,
    payload: { requireTeamSecondFactor: on },
  });
}
