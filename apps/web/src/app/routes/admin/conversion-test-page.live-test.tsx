import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { createLiveUser, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server, which has a webhook secret (apps/server/src/test/live-server.ts): the
// panel is on, as in development. A word nobody else's users carry finds this file's student.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

describe("/test/conversions on the real server", () => {
  it("sends a signed test webhook and shows each effect, then a redelivery and two forgeries refused", async () => {
    const user = userEvent.setup();
    await createLiveUser("student", { firstName: `Tess${word}` });
    await signInAsNew("admin");
    renderApp("/test/conversions", { queryClient: createQueryClient() });

    await screen.findByRole("heading", { level: 1, name: "Conversion testing" });
    expect(screen.getByRole("link", { name: "Back to the admin dashboard" }).getAttribute("href")).toBe(
      "/dashboard/admin",
    );
    expect(screen.getByRole("heading", { name: "How a purchase converts a student" })).toBeTruthy();
    const panel = screen.getByRole("region", { name: "Test panel" });

    await user.type(await within(panel).findByLabelText("Find a student"), word);
    const studentBox = within(panel).getByLabelText("Student");
    const option = await within(studentBox).findByRole("option", { name: new RegExp(`^Tess${word} User`) });
    await user.selectOptions(studentBox, option);
    const planBox = within(panel).getByLabelText("Plan");
    await user.selectOptions(
      planBox,
      await within(planBox).findByRole("option", { name: /^Achiever · \$288/ }),
    );
    await user.click(within(panel).getByRole("button", { name: "Send test webhook" }));

    const first = await within(panel).findByRole("listitem", { name: "Delivery 1: A new paid checkout" });
    const effects = within(first).getByRole("list", { name: "Effects" });
    const lines = within(effects)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines[0]).toBe("Done: Signature verified on the raw body");
    expect(lines[1]).toMatch(/^Done: Event recorded: evt_test_[A-Za-z0-9]+$/);
    expect(lines[2]).toMatch(/^Done: Subscription to Achiever active until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(lines[3]).toBe("Done: Follow-up added with the status converted_online");
    expect(lines[4]).toMatch(/^Done: Counselor (assigned|already assigned): \S.+$/);
    expect(lines[5]).toBe("Done: Counselor notified in real time");
    expect(lines[6]).toMatch(/^Done: Student status \w+ → converted$/);
    expect(lines[7]).toMatch(/^Done: Audit events: .+/);
    const eventId = /evt_test_[A-Za-z0-9]+/.exec(lines[1] ?? "")?.[0];

    await user.click(within(panel).getByRole("button", { name: "Send the same event again" }));
    const again = await within(panel).findByRole("listitem", { name: "Delivery 2: The same event again" });
    expect(again.textContent).toContain(`Event ${eventId} was received before`);
    expect(again.textContent).toContain("HTTP 200");

    await user.click(within(panel).getByRole("button", { name: "Send with a changed byte" }));
    const forged = await within(panel).findByRole("listitem", {
      name: "Delivery 3: One byte changed after signing",
    });
    expect(forged.textContent).toContain("Refused with 400: Invalid webhook signature.");

    await user.click(within(panel).getByRole("button", { name: "Send signed 301 s ago" }));
    const stale = await within(panel).findByRole("listitem", { name: "Delivery 4: Signed 301 seconds ago" });
    expect(stale.textContent).toContain("Refused with 400: Invalid webhook signature.");
  });
});
