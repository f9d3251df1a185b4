import { applicationEndpoints } from "@meridian/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { callEndpoint } from "@/lib/call-endpoint";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server and its sample plans: the free explorer plan covers 3 countries.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;
const places = [
  ["Norway", "NO", "Bergen"],
  ["Sweden", "SE", "Uppsala"],
  ["Denmark", "DK", "Aarhus"],
  ["Finland", "FI", "Turku"],
] as const;

describe("a plan's limit where a student adds an application", () => {
  it("refuses a fourth country on the free plan with the server's message and a link to the plans", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    const universities = [];
    for (const [country, countryCode, city] of places) {
      universities.push(
        await createUniversity({
          name: `${city} ${word} University`,
          country,
          countryCode,
          city,
          degreeTypes: ["Master's"],
        }),
      );
    }

    await signInAsNew("student");
    for (const university of universities.slice(0, 3)) {
      await callEndpoint(applicationEndpoints.create, {
        body: {
          universityId: university.id,
          programName: "MSc Data Science",
          degreeType: "Master's",
          intakeTerm: "fall",
          intakeYear: new Date().getUTCFullYear() + 1,
        },
        headers: { "Idempotency-Key": newIdempotencyKey() },
      });
    }

    const fourth = universities[3]?.name ?? "";
    renderApp(`/universities?search=${word}`);
    const card = within(await screen.findByRole("article", { name: fourth }));
    await user.click(await card.findByRole("button", { name: `Add to my applications: ${fourth}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add to my applications" }));
    await user.type(dialog.getByLabelText("Program"), "MSc Data Science");
    await user.click(dialog.getByRole("button", { name: "Add application" }));

    const alert = await dialog.findByRole("alert");
    expect(alert.textContent).toMatch(/Explorer plan covers universities in 3 countries/);
    expect(within(alert).getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/plans");
    const { data: applications } = await callEndpoint(applicationEndpoints.list);
    expect(applications).toHaveLength(3);
  });
});
