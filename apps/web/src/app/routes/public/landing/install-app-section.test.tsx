import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { captureInstallPrompt } from "@/lib/install-prompt";
import { InstallAppSection } from "./install-app-section";

describe("InstallAppSection", () => {
  it("offers Install App only after the browser's install offer, and uses it", async () => {
    captureInstallPrompt(window);
    render(<InstallAppSection />);
    expect(screen.queryByRole("button", { name: "Install App" })).toBeNull();

    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);

    await userEvent.setup().click(screen.getByRole("button", { name: "Install App" }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Meridian is installed on this device/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Install App" })).toBeNull();
  });
});
