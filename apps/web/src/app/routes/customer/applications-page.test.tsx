import type { ApplicationList } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeApplication } from "@/features/applications/test-applications";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const byStatus = (counts: Partial<ApplicationList["meta"]["summary"]["byStatus"]>) => ({
  draft: 0,
  submitted: 0,
  under_review: 0,
  waitlisted: 0,
  conditional_offer: 0,
  accepted: 0,
  offer_accepted: 0,
  deferred: 0,
  enrolled: 0,
  rejected: 0,
  withdrawn: 0,
  ...counts,
});

const draft = makeApplication({
  university: {
    id: "00000000-0000-4000-8000-000000000101",
    name: "Lakeside Institute",
    city: null,
    country: "Canada",
    website: null,
  },
  status: "draft",
  deadlineDate: "2001-01-01",
  progress: 40,
});
const submitted = makeApplication({
  university: {
    id: "00000000-0000-4000-8000-000000000102",
    name: "Harbour University",
    city: "Bristol",
    country: "United Kingdom",
    website: null,
  },
  status: "submitted",
});

function listOf(applications = [draft, submitted], successRate: number | null = null): ApplicationList {
  return {
    data: applications,
    meta: {
      total: applications.length,
      summary: {
        total: applications.length,
        submitted: applications.filter((a) => a.status === "submitted").length,
        accepted: 0,
        successRate,
        progress: 50,
        byStatus: byStatus({
          draft: applications.filter((a) => a.status === "draft").length,
          submitted: applications.filter((a) => a.status === "submitted").length,
        }),
      },
    },
  };
}

describe("/applications", () => {
  it("shows the tiles, the progress, the tabs with their counts and one card per application", async () => {
    stubApi({ ...signedInAs(testUsers.student), "GET /api/applications": listOf() });
    renderApp("/applications");
    expect(await screen.findByRole("heading", { level: 1, name: "My Applications" })).toBeTruthy();
    await screen.findByRole("article", { name: "Lakeside Institute" });

    const tile = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(tile("Total")).toBe("2");
    expect(tile("Submitted")).toBe("1");
    // No decision yet: the rate is unknown, never 0 %.
    expect(tile("Success Rate")).toBe("—UnknownNo decision yet");
    expect(screen.getByRole("progressbar", { name: "Overall progress" }).getAttribute("aria-valuenow")).toBe(
      "50",
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "All (2)",
      "Draft (1)",
      "Submitted (1)",
      "Under Review (0)",
      "Accepted (0)",
      "Rejected (0)",
    ]);

    const card = within(screen.getByRole("article", { name: "Lakeside Institute" }));
    expect(card.getByText("Draft")).toBeTruthy();
    expect(card.getByText("Deadline passed")).toBeTruthy();
    expect(card.getByRole("link", { name: "View: Lakeside Institute" }).getAttribute("href")).toBe(
      `/applications/${draft.id}`,
    );
    expect(card.getByRole("button", { name: "Edit: Lakeside Institute" })).toBeTruthy();
    expect(card.getByRole("link", { name: "Documents: Lakeside Institute" }).getAttribute("href")).toBe(
      "/documents",
    );
    // A submitted application is neither edited nor deleted.
    const other = within(screen.getByRole("article", { name: "Harbour University" }));
    expect(other.queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(other.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByRole("link", { name: "New Application" }).getAttribute("href")).toBe("/universities");
  });

  it("lists only the tab's applications", async () => {
    const user = userEvent.setup();
    stubApi({ ...signedInAs(testUsers.student), "GET /api/applications": listOf() });
    renderApp("/applications");
    await user.click(await screen.findByRole("tab", { name: "Submitted (1)" }));
    const panel = screen.getByRole("tabpanel");
    expect(
      within(panel)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label")),
    ).toEqual(["Harbour University"]);
  });

  it("deletes after the confirm, with the toasts of spec §8", async () => {
    const user = userEvent.setup();
    let deleted = false;
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/applications": () => (deleted ? listOf([submitted]) : listOf()),
      [`DELETE /api/applications/${draft.id}`]: () => {
        deleted = true;
        return { data: { id: draft.id } };
      },
    });
    renderApp("/applications");
    const card = await screen.findByRole("article", { name: "Lakeside Institute" });
    await user.click(within(card).getByRole("button", { name: "Delete: Lakeside Institute" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this application?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Lakeside Institute" })).toBeNull());
    expect(api.callsTo(`DELETE /api/applications/${draft.id}`)).toHaveLength(1);
    expect(getToastState().toasts[0]).toMatchObject({
      title: "Application deleted",
      description: "Your application has been successfully deleted.",
    });
  });

  it("says why a delete failed, in the server's words", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/applications": listOf(),
      [`DELETE /api/applications/${draft.id}`]: {
        status: 409,
        error: { code: "CONFLICT", message: "Withdraw the application before deleting it" },
      },
    });
    renderApp("/applications");
    const card = await screen.findByRole("article", { name: "Lakeside Institute" });
    await user.click(within(card).getByRole("button", { name: "Delete: Lakeside Institute" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "Error",
        description: "Withdraw the application before deleting it",
        variant: "destructive",
      }),
    );
  });

  it("offers Create First Application when there are none", async () => {
    stubApi({ ...signedInAs(testUsers.student), "GET /api/applications": listOf([]) });
    renderApp("/applications");
    const start = await screen.findByRole("link", { name: "Create First Application" });
    expect(start.getAttribute("href")).toBe("/universities");
    expect(screen.queryByRole("tab")).toBeNull();
  });
});
