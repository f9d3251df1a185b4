import type { University } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { makeUniversity } from "../test-universities";

async function openCatalogue(universities: University[], routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    ...signedInAs(testUsers.admin),
    "GET /api/admin/universities": {
      data: universities,
      meta: {
        total: universities.length,
        hasMore: false,
        unpublished: { count: 0, figures: [], included: false },
      },
    },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp("/dashboard/admin");
  const catalogue = await screen.findByRole("region", { name: "University catalogue" });
  return { api, user, catalogue };
}

describe("catalogue add and edit dialog", () => {
  it("checks the form before sending, then adds the university with what was entered", async () => {
    const created = makeUniversity({ name: "Lakeside Institute", city: "Kingston", countryCode: "CA" });
    const { api, user, catalogue } = await openCatalogue([], {
      "POST /api/admin/universities": { status: 201, data: created },
    });
    await user.click(within(catalogue).getByRole("button", { name: "Add university" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a university" });

    await user.click(within(dialog).getByRole("button", { name: "Add university" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Use a two-letter ISO country code")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText("Name")));
    expect(api.callsTo("POST /api/admin/universities")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Name"), "Lakeside Institute");
    // Typing into a field clears its error at once.
    expect(within(dialog).queryByText("Name is required")).toBeNull();
    await user.type(within(dialog).getByLabelText("Country"), "Canada");
    await user.type(within(dialog).getByLabelText("Country code"), "ca");
    await user.type(within(dialog).getByLabelText("City"), "Kingston");
    await user.type(within(dialog).getByLabelText("Tuition from"), "12000");
    await user.type(within(dialog).getByLabelText("Tuition to"), "18000");
    await user.click(within(dialog).getByRole("checkbox", { name: "Engineering" }));
    await user.click(within(dialog).getByRole("button", { name: "Add university" }));

    await waitFor(() => expect(api.callsTo("POST /api/admin/universities")).toHaveLength(1));
    expect(api.callsTo("POST /api/admin/universities")[0]?.body).toMatchObject({
      name: "Lakeside Institute",
      country: "Canada",
      countryCode: "CA",
      city: "Kingston",
      tuitionMin: 12000,
      tuitionMax: 18000,
      fieldsOfStudy: ["Engineering"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(getToastState().toasts[0]).toMatchObject({
      title: "University added",
      description: "Lakeside Institute",
    });
  });

  it("opens an edit filled with the stored figures and shows the server's refusal at its field", async () => {
    const stored = makeUniversity({ name: "Harbour University", city: "Halifax" });
    const { api, user, catalogue } = await openCatalogue([stored], {
      [`PUT /api/admin/universities/${stored.id}`]: {
        status: 422,
        error: {
          code: "VALIDATION_ERROR",
          message: "Website must start with http:// or https://",
          field: "website",
        },
      },
    });
    await user.click(await within(catalogue).findByRole("button", { name: "Edit Harbour University" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Harbour University" });
    expect((within(dialog).getByLabelText("City") as HTMLInputElement).value).toBe("Halifax");
    expect((within(dialog).getByLabelText("Tuition to") as HTMLInputElement).value).toBe("40000");
    expect((within(dialog).getByRole("checkbox", { name: "Engineering" }) as HTMLInputElement).checked).toBe(
      true,
    );

    const city = within(dialog).getByLabelText("City");
    await user.clear(city);
    await user.type(city, "Dartmouth");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    const website = within(dialog).getByLabelText("Website");
    await waitFor(() => expect(website.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Website must start with http:// or https://")).toBeTruthy();
    expect(api.callsTo(`PUT /api/admin/universities/${stored.id}`)[0]?.body).toMatchObject({
      city: "Dartmouth",
    });
    // Refused, the dialog stays open with what the admin typed.
    expect((within(dialog).getByLabelText("City") as HTMLInputElement).value).toBe("Dartmouth");
  });

  it("shows where each figure comes from: its dataset, the admin who entered it and when, or nobody", async () => {
    const stored = makeUniversity({
      name: "Scorecard College",
      annualFee: 30_000,
      offerLetterFee: null,
      specialization: null,
      tuitionFees: { international: { min: 55_878, max: null } },
      entered: { annualFee: { by: "admin", at: "2026-11-20T10:00:00.000Z" } },
      facts: {
        sources: [
          {
            id: "sc",
            name: "U.S. Department of Education, College Scorecard",
            year: "2021-22",
            url: "",
            licence: "",
          },
        ],
        ownership: null,
        students: null,
        tuition: { currency: "USD", outOfState: 55_878, inState: 55_878, year: "2021-22", sources: ["sc"] },
        livingCosts: null,
        fieldShares: null,
        degrees: null,
        status: null,
      },
    });
    const { user, catalogue } = await openCatalogue([stored]);
    await user.click(await within(catalogue).findByRole("button", { name: "Edit Scorecard College" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Scorecard College" });
    const hintOf = (label: string) =>
      document.getElementById(within(dialog).getByLabelText(label).getAttribute("aria-describedby") ?? "")
        ?.textContent;
    expect(hintOf("Tuition from")).toBe("Source: College Scorecard 2021-22, out-of-state");
    expect(hintOf("Annual fee")).toBe("Entered by an admin on Nov 20, 2026");
    expect(hintOf("Offer letter fee")).toBe("Not published: no source gives it");
    expect(hintOf("World ranking")).toBe("Source: ARWU 2025");
    expect(within(dialog).getByText(/Only what you change is saved/)).toBeTruthy();
  });
});
