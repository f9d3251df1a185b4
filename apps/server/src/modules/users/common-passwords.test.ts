import { describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import { changePassword, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { findPasswordWeakness } from "./users.service.js";

const t = useTestApp();

describe("common and breached passwords", () => {
  it.each(["Password1", "Password123", "Qwerty123", "Welcome2024", "Iloveyou1"])(
    "finds %s too common",
    async (p) => {
      expect(await findPasswordWeakness(p)).toMatch(/too common/);
    },
  );

  it.each([TEST_PASSWORD, "Demo-Meridian-2026", "Strong-Pass1", "Team-Member-1", "Xk9mPq2wLz"])(
    "lets %s through",
    async (p) => {
      expect(await findPasswordWeakness(p)).toBeNull();
    },
  );

  it.each([
    ["a student", { userType: "customer" as const }],
    [
      "a company replacing its temporary password",
      { userType: "company_profile" as const, mustChangePassword: true },
    ],
  ])("refuses %s a common new password with 422 at newPassword, keeping the old one", async (_who, kind) => {
    const headers = await signIn(t.app, await createUser(t.database.db, kind));
    const change = (newPassword: string) => changePassword(t.app, headers, TEST_PASSWORD, newPassword);
    const refused = await change("Password1");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "newPassword" });
    expect(refused.json().error.message).toMatch(/too common/);
    expect((await change("Unusual-Lantern-74")).statusCode).toBe(200);
  });
});
