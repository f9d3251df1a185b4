import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

// The live test (conversion-test-page.live-test.tsx) drives the working panel on the real server,
// which has a webhook secret; a production server cannot be started in a page test, so the off
// state is shown here with the server's answer stubbed.
describe("/test/conversions where the panel is off", () => {
  it("keeps the explanation and shows the panel disabled with the server's reason", async () => {
    const reason =
      "The test panel is disabled in production: a test webhook would start a plan that nobody paid for.";
    const api = stubApi({
      ...signedInAs(testUsers.admin),
      "GET /api/test/conversions": { data: { enabled: false, reason, provider: "stripe" } },
    });
    renderApp("/test/conversions");
    await screen.findByRole("heading", { level: 1, name: "Conversion testing" });
    expect(screen.getByRole("heading", { name: "How a purchase converts a student" })).toBeTruthy();
    const panel = screen.getByRole("region", { name: "Test panel" });
    const notice = await within(panel).findByRole("status");
    expect(within(notice).getByText("Temporarily disabled")).toBeTruthy();
    expect(within(notice).getByText(reason)).toBeTruthy();
    const send = within(panel).getByRole("button", { name: "Send test webhook" }) as HTMLButtonElement;
    expect(
      within(panel).getByRole("group", { name: "Test webhook (disabled)" }).hasAttribute("disabled"),
    ).toBe(true);
    expect(send.closest("fieldset")?.disabled).toBe(true);
    expect(api.callsTo("POST /api/test/conversions/webhook")).toEqual([]);
  });
});
