import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DeferredTooltip } from "./deferred-tooltip";

describe("DeferredTooltip", () => {
  it("renders the child at once and shows the tooltip on focus once the page is idle", async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip content="Switch to dark theme">
        <button type="button">Toggle theme</button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole("button", { name: "Toggle theme" }).dataset.state).toBeUndefined();
    // Loaded: Radix marks its trigger.
    await expect
      .poll(() => screen.getByRole("button", { name: "Toggle theme" }).dataset.state, { timeout: 15_000 })
      .toBe("closed");
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Switch to dark theme");
  });
});
