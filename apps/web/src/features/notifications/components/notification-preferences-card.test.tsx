import { notificationTypeLabels } from "@meridian/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

describe("/settings notifications card", () => {
  it("shows a switch per type and saves the switched-off types", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/preferences": {
        data: { disabledTypes: ["community"], emailDisabledTypes: ["chat"], weeklyDigest: false },
      },
      "PUT /api/notifications/preferences": (request) => ({ data: request.body }),
    });
    renderApp("/settings");
    const security = await screen.findByRole("switch", {
      name: `${notificationTypeLabels.security} in the app`,
    });
    const inApp = Object.values(notificationTypeLabels).map((label) => `${label} in the app`);
    expect(screen.getAllByRole("switch", { name: (name) => inApp.includes(name) })).toHaveLength(
      inApp.length,
    );
    expect(security.getAttribute("aria-checked")).toBe("true");
    expect(
      screen
        .getByRole("switch", { name: `${notificationTypeLabels.community} in the app` })
        .getAttribute("aria-checked"),
    ).toBe("false");
    expect(screen.getByText(/neither stored nor sent/)).toBeTruthy();

    await user.click(security);
    await waitFor(() => expect(api.callsTo("PUT /api/notifications/preferences")).toHaveLength(1));
    expect(api.callsTo("PUT /api/notifications/preferences")[0]?.body).toEqual({
      disabledTypes: ["security", "community"],
      emailDisabledTypes: ["chat"],
      weeklyDigest: false,
    });
    expect(security.getAttribute("aria-checked")).toBe("false");
  });

  it("has an email switch for the types that come by mail, and the weekly digest", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/preferences": {
        data: { disabledTypes: [], emailDisabledTypes: ["chat"], weeklyDigest: false },
      },
      "PUT /api/notifications/preferences": (request) => ({ data: request.body }),
    });
    renderApp("/settings");
    const chat = await screen.findByRole("switch", { name: `${notificationTypeLabels.chat} by email` });
    expect(chat.getAttribute("aria-checked")).toBe("false");
    expect(
      screen
        .getByRole("switch", { name: `${notificationTypeLabels.application} by email` })
        .getAttribute("aria-checked"),
    ).toBe("true");
    // The in-app-only types have no email switch.
    expect(screen.queryByRole("switch", { name: `${notificationTypeLabels.community} by email` })).toBeNull();
    expect(screen.getAllByText("No email for this type").length).toBeGreaterThan(0);

    await user.click(chat);
    await waitFor(() => expect(api.callsTo("PUT /api/notifications/preferences")).toHaveLength(1));
    expect(api.callsTo("PUT /api/notifications/preferences")[0]?.body).toMatchObject({
      emailDisabledTypes: [],
    });

    const digest = screen.getByRole("switch", { name: "Weekly digest by email" });
    expect(digest.getAttribute("aria-checked")).toBe("false");
    await user.click(digest);
    await waitFor(() => expect(api.callsTo("PUT /api/notifications/preferences")).toHaveLength(2));
    expect(api.callsTo("PUT /api/notifications/preferences")[1]?.body).toMatchObject({ weeklyDigest: true });
    expect(digest.getAttribute("aria-checked")).toBe("true");
  });

  it("moves the switch back and shows the error when saving fails", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/preferences": {
        data: { disabledTypes: [], emailDisabledTypes: [], weeklyDigest: false },
      },
      "PUT /api/notifications/preferences": {
        status: 500,
        error: { code: "INTERNAL_ERROR", message: "Try later" },
      },
    });
    renderApp("/settings");
    const welcome = await screen.findByRole("switch", {
      name: `${notificationTypeLabels.welcome} in the app`,
    });
    await user.click(welcome);
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({ title: "Error", description: "Try later" }),
    );
    await waitFor(() => expect(welcome.getAttribute("aria-checked")).toBe("true"));
  });
});
