import { describe, expect, it } from "vitest";
import { DEMO_COMPANY_EMAIL } from "../../seed/bootstrap.js";
import { createUser } from "../../test/factories.js";
import { signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { demoCompanyProfile, seedDemoCompanyProfile } from "./company-profiles.seed.js";

const t = useTestApp();

describe("the demo company's profile", () => {
  it("names the demo company with a fictional company on an example domain, once", async () => {
    const company = await createUser(t.database.db, {
      email: DEMO_COMPANY_EMAIL,
      userType: "company_profile",
      firstName: "Lena",
      lastName: "Fischer",
    });
    await seedDemoCompanyProfile(t.database.db, DEMO_COMPANY_EMAIL, new Date());
    const headers = await signIn(t.app, company);
    const profile = await t.app.inject({ method: "GET", url: "/api/company/profile", headers });
    expect(profile.json().data).toMatchObject(demoCompanyProfile);
    expect(new URL(demoCompanyProfile.website).hostname).toMatch(/(^|\.)example\.com$/);

    // What the company saves afterwards stays: the seed runs at every start.
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/company/profile",
      headers,
      payload: { name: "Northwind Study Partners", website: "", description: "" },
    });
    expect(saved.statusCode).toBe(200);
    await seedDemoCompanyProfile(t.database.db, DEMO_COMPANY_EMAIL, new Date());
    const after = await t.app.inject({ method: "GET", url: "/api/company/profile", headers });
    expect(after.json().data.name).toBe("Northwind Study Partners");
  });

  it("does nothing without a demo company account", async () => {
    await expect(
      seedDemoCompanyProfile(t.database.db, "nobody@meridian.demo", new Date()),
    ).resolves.toBeUndefined();
  });
});
