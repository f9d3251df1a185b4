import { tooltipTiming } from "@meridian/contract";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip";

function renderPair() {
  return render(
    <>
      <Tooltip content="Notifications">
        <button type="button">Bell</button>
      </Tooltip>
      <Tooltip content="Switch to dark theme">
        <button type="button">Theme</button>
      </Tooltip>
    </>,
  );
}

const trigger = (name: string) => screen.getByRole("button", { name });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
// What a mouse does, as Radix reads it: a move onto the trigger, then leaving it.
const hover = (name: string) => fireEvent.pointerMove(trigger(name), { pointerType: "mouse" });
const leave = (name: string) => fireEvent.pointerLeave(trigger(name), { pointerType: "mouse" });
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

describe("Tooltip", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens after the hover delay, and the next one at once within the skip delay, as one group", () => {
    renderPair();

    hover("Bell");
    wait(tooltipTiming.delayMs - 50);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(50);
    expect(screen.getByRole("tooltip").textContent).toBe("Notifications");

    // Straight on to the neighbour: no delay this time.
    leave("Bell");
    hover("Theme");
    wait(1);
    expect(screen.getByRole("tooltip").textContent).toBe("Switch to dark theme");

    // After the skip delay has passed, the full delay again.
    pressEscape();
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(tooltipTiming.skipDelayMs + 1);
    hover("Bell");
    wait(1);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(tooltipTiming.delayMs);
    expect(screen.getByRole("tooltip").textContent).toBe("Notifications");
  });

  it("counts a tooltip taken off the page while open as closed: the skip delay still ends", () => {
    const page = renderPair();
    hover("Bell");
    wait(tooltipTiming.delayMs);
    expect(screen.getByRole("tooltip").textContent).toBe("Notifications");
    page.unmount();

    renderPair();
    wait(tooltipTiming.skipDelayMs + 1);
    hover("Theme");
    wait(1);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
