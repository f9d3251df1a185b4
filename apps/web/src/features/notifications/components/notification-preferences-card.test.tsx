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
      "GET /api/notifications/preferences": { data: { disabledTypes: ["community"] } },
      "PUT /api/notifications/preferences": (request) => ({ data: request.body }),
    });
    renderApp("/settings");
    const security = await screen.findByRole("switch", { name: notificationTypeLabels.security });
    expect(
      screen.getAllByRole("switch", { name: (name) => Object.values(notificationTypeLabels).includes(name) }),
    ).toHaveLength(Object.keys(notificationTypeLabels).length);
    expect(security.getAttribute("aria-checked")).toBe("true");
    expect(
      screen.getByRole("switch", { name: notificationTypeLabels.community }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(screen.getByText(/neither stored nor sent/)).toBeTruthy();

    await user.click(security);
    await waitFor(() => expect(api.callsTo("PUT /api/notifications/preferences")).toHaveLength(1));
    expect(api.callsTo("PUT /api/notifications/preferences")[0]?.body).toEqual({
      disabledTypes: ["security", "community"],
    });
    expect(security.getAttribute("aria-checked")).toBe("false");
  });

  it("moves the switch back and shows the error when saving fails", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/preferences": { data: { disabledTypes: [] } },
      "PUT /api/notifications/preferences": {
        status: 500,
        error: { code: "INTERNAL_ERROR", message: "Try later" },
      },
    });
    renderApp("/settings");
    const welcome = await screen.findByRole("switch", { name: notificationTypeLabels.welcome });
    await user.click(welcome);
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({ title: "Error", description: "Try later" }),
    );
    await waitFor(() => expect(welcome.getAttribute("aria-checked")).toBe("true"));
  });
});
