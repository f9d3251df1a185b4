import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { captureInstallPrompt } from "@/lib/install-prompt";
import type { PageStart } from "@/lib/page-start";
import { InstallAppSection } from "./install-app-section";

function installOffer(prompt = vi.fn(async () => {})) {
  return Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
}

describe("InstallAppSection", () => {
  it("hydrates the prerendered text when the browser's offer came first, then offers Install App", async () => {
    // The prerendered landing page (decision 050) knows no browser: no offer.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<InstallAppSection />);
    document.body.append(container);
    captureInstallPrompt(window);
    // The offer can arrive while the page's scripts load, before hydration starts.
    window.dispatchEvent(installOffer());
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <InstallAppSection />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole("button", { name: "Install App" })).toBeTruthy();
    act(() => root.unmount());
  });

  it("offers Install App for an offer the page's start script kept before the code ran", () => {
    const page = window as unknown as { pageStart?: PageStart };
    page.pageStart = { installOffer: installOffer(), takeHeldClick: () => null };
    try {
      captureInstallPrompt(window);
      render(<InstallAppSection />);
      expect(screen.getByRole("button", { name: "Install App" })).toBeTruthy();
      expect(page.pageStart.installOffer).toBeNull();
    } finally {
      delete page.pageStart;
    }
  });

  it("offers Install App only after the browser's install offer, and uses it", async () => {
    captureInstallPrompt(window);
    render(<InstallAppSection />);
    expect(screen.queryByRole("button", { name: "Install App" })).toBeNull();

    const prompt = vi.fn(async () => {});
    const offer = installOffer(prompt);
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
