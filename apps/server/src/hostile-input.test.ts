import { defineEndpoint, unsafeTextMessage } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerEndpoint } from "./lib/register-endpoint.js";
import { createUser } from "./test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "./test/http.js";
import { useTestApp } from "./test/test-app.js";

// A route whose contract lets any string through, to reach the database's own refusals.
const rawValue = defineEndpoint({
  method: "POST",
  path: "/api/test/raw-value",
  summary: "test",
  tags: ["test"],
  body: z.object({ value: z.string(), as: z.enum(["text", "int"]) }),
  response: z.object({ value: z.unknown() }),
});

const who: Record<"anonymous" | "student" | "admin", BrowserHeaders> = {} as never;
const t = useTestApp({
  prepare: (app) => {
    registerEndpoint(app, rawValue, { access: "public" }, async ({ body }) => {
      const cast = body.as === "int" ? sql`${body.value}::int` : sql`${body.value}::text`;
      const result = await t.database.db.execute(sql`select ${cast} as value`);
      return { value: (result as unknown as { rows: { value: unknown }[] }).rows[0]?.value };
    });
  },
});
beforeAll(async () => {
  who.anonymous = await csrfHeaders(t.app);
  who.student = await signIn(t.app, await createUser(t.database.db));
  who.admin = await signInStaff(t, "admin");
});

const NUL = "\u0000";
const LONE = "\udfff\udfff";
const university = { name: "Hostile University", country: "Germany", countryCode: "DE" };

// Each case: who sends it, the request, and the field the 422 must name.
const refused: [string, keyof typeof who, string, string, unknown, string][] = [
  [
    "public search, NUL in country",
    "anonymous",
    "GET",
    "/api/universities?country=%00",
    undefined,
    "country",
  ],
  ["public search, NUL in search", "anonymous", "GET", "/api/universities?search=a%00b", undefined, "search"],
  [
    "public search, NUL in a field of study",
    "anonymous",
    "GET",
    "/api/universities?fields=Law,%00",
    undefined,
    "fields",
  ],
  [
    "admin search, escape in search",
    "admin",
    "GET",
    "/api/admin/universities?search=%1b",
    undefined,
    "search",
  ],
  ["invitation check, NUL in the token", "anonymous", "GET", "/api/staff-invite/ab%00c", undefined, "token"],
  [
    "sign-in, NUL in the email",
    "anonymous",
    "POST",
    "/api/auth/student-login",
    { email: `a${NUL}@b.co`, password: "x" },
    "email",
  ],
  [
    "sign-in, lone surrogates in the password",
    "anonymous",
    "POST",
    "/api/auth/team-login",
    { email: "a@b.co", password: LONE },
    "password",
  ],
  [
    "registration, NUL in the first name",
    "anonymous",
    "POST",
    "/api/auth/student-register",
    { firstName: `A${NUL}` },
    "firstName",
  ],
  [
    "registration, bell in the phone",
    "anonymous",
    "POST",
    "/api/auth/student-register",
    { phone: "+49\u0007" },
    "phone",
  ],
  ["team access code, NUL", "anonymous", "POST", "/api/auth/team-access-code", { code: NUL }, "code"],
  [
    "staff registration, NUL in the token",
    "anonymous",
    "POST",
    "/api/auth/register-staff",
    { invitationToken: NUL },
    "invitationToken",
  ],
  [
    "password change, NUL in the old password",
    "student",
    "POST",
    "/api/users/change-password",
    { oldPassword: NUL, newPassword: "Abcdefg1" },
    "oldPassword",
  ],
  [
    "university, NUL in the name",
    "admin",
    "POST",
    "/api/admin/universities",
    { ...university, name: `Ab${NUL}c` },
    "name",
  ],
  [
    "university, lone surrogates in the name",
    "admin",
    "POST",
    "/api/admin/universities",
    { ...university, name: `Ab${LONE}` },
    "name",
  ],
  [
    "university, NUL in the description",
    "admin",
    "POST",
    "/api/admin/universities",
    { ...university, description: `a${NUL}` },
    "description",
  ],
  [
    "university, line break in the city",
    "admin",
    "POST",
    "/api/admin/universities",
    { ...university, city: "Ber\nlin" },
    "city",
  ],
  [
    "company account, NUL in the last name",
    "admin",
    "POST",
    "/api/admin/company-accounts",
    { email: "c@d.co", firstName: "A", lastName: NUL },
    "lastName",
  ],
  [
    "security settings, NUL in the code",
    "admin",
    "PUT",
    "/api/admin/security-settings",
    { secretCode: `abcd${NUL}` },
    "secretCode",
  ],
  [
    "invitation, lone surrogate in the email",
    "admin",
    "POST",
    "/api/admin/staff-invitations",
    { teamRole: "counselor", expiresInHours: 24, email: `a\ud800@b.co` },
    "email",
  ],
];

describe("hostile strings are refused at the contract with 422 naming the field", () => {
  it.each(refused)("%s", async (_name, identity, method, url, body, field) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      headers: who[identity],
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details.issues).toContainEqual({ field, message: unsafeTextMessage });
  });

  it("keeps line breaks and tabs in multi-line text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities",
      headers: who.admin,
      payload: { ...university, name: "Multiline University", description: "One.\r\n\tTwo." },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.description).toBe("One.\r\n\tTwo.");
  });
});

describe("values the database refuses answer 422, never 500", () => {
  it.each([
    ["a NUL character in text (22021)", { value: `a${NUL}b`, as: "text" }],
    ["text that is not a number (22P02)", { value: "twelve", as: "int" }],
    ["a number out of range (22003)", { value: "99999999999", as: "int" }],
  ])("%s", async (_name, payload) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/raw-value",
      headers: who.anonymous,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: "A value in the request is not valid",
    });
  });

  it("never answers lone surrogates past the contract with a 500", async () => {
    // PGlite refuses them (22021); node-postgres encodes them as U+FFFD first, and the query passes.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/raw-value",
      headers: who.anonymous,
      payload: { value: LONE, as: "text" },
    });
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.json().data.value).toBe("\ufffd\ufffd");
    else expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });
});

describe("malformed uploads answer in the envelope", () => {
  const upload = "/api/admin/universities/import/preview";
  it.each([
    [
      "multipart/form-data without a boundary",
      "multipart/form-data",
      400,
      "BAD_REQUEST",
      /multipart\/form-data/,
    ],
    [
      "multipart/form-data with an empty boundary",
      "multipart/form-data; boundary=",
      400,
      "BAD_REQUEST",
      /multipart\/form-data/,
    ],
    [
      "a JSON body",
      "application/json",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /Send the file as multipart\/form-data/,
    ],
    ["a text body", "text/plain", 415, "UNSUPPORTED_MEDIA_TYPE", /Send the file as multipart\/form-data/],
  ] as const)("%s", async (_name, contentType, status, code, message) => {
    const res = await t.app.inject({
      method: "POST",
      url: upload,
      headers: { ...who.admin, "content-type": contentType },
      payload: contentType === "application/json" ? "{}" : "name,country\nA,B\n",
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code, message: expect.stringMatching(message) },
    });
  });
});
