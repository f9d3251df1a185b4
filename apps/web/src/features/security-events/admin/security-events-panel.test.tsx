import { type SecurityEventCounts, SecurityEventKindSchema, securityEventLabels } from "@meridian/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render";
import { cellValue } from "@/test/table-cells";
import { SecurityEventsPanel } from "./security-events-panel";

const COUNTS = "GET /api/admin/security-events/counts";

function countsOf(values: Partial<Record<string, [number, number]>>): SecurityEventCounts {
  return {
    generatedAt: "2026-11-24T10:00:00.000Z",
    counts: SecurityEventKindSchema.options.map((kind) => ({
      kind,
      lastHour: values[kind]?.[0] ?? 0,
      last24Hours: values[kind]?.[1] ?? 0,
    })),
  };
}

function renderPanel() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SecurityEventsPanel />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Security events" });
}

describe("SecurityEventsPanel", () => {
  it("shows each kind's count over the last hour and the last 24 hours", async () => {
    stubApi({ [COUNTS]: { data: countsOf({ authorization_denied: [2, 7], sign_in_throttled: [0, 3] }) } });
    const panel = renderPanel();
    const table = await within(panel).findByRole("table", { name: /Refusals by kind/ });
    const denied = within(table).getByRole("row", {
      name: new RegExp(securityEventLabels.authorization_denied),
    });
    expect(within(denied).getAllByRole("cell").map(cellValue)).toEqual(["2", "7"]);
    const throttled = within(table).getByRole("row", {
      name: new RegExp(securityEventLabels.sign_in_throttled),
    });
    expect(within(throttled).getAllByRole("cell").map(cellValue)).toEqual(["0", "3"]);
    expect(within(table).getAllByRole("row")).toHaveLength(SecurityEventKindSchema.options.length + 1);
  });

  it("says so when nothing was refused in the last 24 hours", async () => {
    stubApi({ [COUNTS]: { data: countsOf({}) } });
    const panel = renderPanel();
    expect(await within(panel).findByText("No refusals in the last 24 hours.")).toBeTruthy();
    expect(within(panel).queryByRole("table")).toBeNull();
  });

  it("shows a busy placeholder while loading", async () => {
    let answer: (value: { data: SecurityEventCounts }) => void = () => {};
    stubApi({ [COUNTS]: () => new Promise((resolve) => (answer = resolve)) });
    const panel = renderPanel();
    expect(panel.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer({ data: countsOf({ csrf_rejected: [1, 1] }) });
    await within(panel).findByRole("table");
    expect(panel.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("offers a retry when the counts cannot be loaded", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      [COUNTS]: () =>
        fail
          ? { status: 500, error: { code: "INTERNAL_ERROR", message: "Something went wrong" } }
          : { data: countsOf({ socket_refused: [4, 9] }) },
    });
    const panel = renderPanel();
    expect(await within(panel).findByText("The security events could not be loaded.")).toBeTruthy();
    fail = false;
    await user.click(within(panel).getByRole("button", { name: "Try again" }));
    const row = await within(panel).findByRole("row", {
      name: new RegExp(securityEventLabels.socket_refused),
    });
    expect(within(row).getAllByRole("cell").map(cellValue)).toEqual(["4", "9"]);
  });
});
