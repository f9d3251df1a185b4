import { describe, expect, it } from "vitest";
import { createUser } from "../test/factories.js";
import { csrfHeaders, signIn } from "../test/http.js";
import { useTestApp } from "../test/test-app.js";

const t = useTestApp();

// HTTP client wrappers often send the JSON content type on every request, body or not.
describe("an empty body with Content-Type: application/json", () => {
  it.each([
    ["no Content-Length", {}],
    ["Content-Length: 0", { "content-length": "0" }],
  ])("is no body for logout (%s): the session ends", async (_name, extra) => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...headers, "content-type": "application/json", ...extra },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
  });

  it("still answers 422 in the envelope on a route that needs a body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: { ...(await csrfHeaders(t.app)), "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
  });

  it("keeps refusing a body that is not JSON with 400 in the envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: {
        ...(await signIn(t.app, await createUser(t.database.db))),
        "content-type": "application/json",
      },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: "BAD_REQUEST" } });
  });
});

describe("a body that is not JSON by its Content-Type", () => {
  it.each([
    ["text/plain", '{"email":"a@example.com","password":"x"}'],
    ["text/plain; charset=utf-8", "hello"],
    ["application/x-www-form-urlencoded", "email=a%40example.com"],
  ])("answers 415 UNSUPPORTED_MEDIA_TYPE in the envelope (%s)", async (contentType, payload) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: { ...(await csrfHeaders(t.app)), "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
  });
});
