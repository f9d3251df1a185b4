import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.

/** The page's footer, once its page has rendered. */
async function footerOf(path: string, heading: RegExp | string) {
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: heading });
  return { footer: within(screen.getByRole("contentinfo")), unmount: view.unmount };
}

describe("the footer each page gets from the route table, on the real server", () => {
  it("gives a signed-in student's app pages the one-line footer, never the site's marketing columns", async () => {
    await signInAsNew("student", { firstName: "Noor" });
    for (const [path, heading] of [
      ["/student/chat", /./],
      ["/dashboard/student", /Noor/],
      ["/documents", "Document Management"],
      ["/settings", "Settings"],
    ] as const) {
      const { footer, unmount } = await footerOf(path, heading);
      expect(footer.getByText(/© \d{4} Meridian\. All rights reserved\./)).toBeTruthy();
      expect(footer.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
      expect(footer.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe("/terms");
      expect(footer.queryByRole("navigation", { name: "Explore" })).toBeNull();
      expect(footer.queryByRole("link", { name: "Universities" })).toBeNull();
      unmount();
    }
  });

  it("gives a guest the site footer on the community", async () => {
    const { footer: guest } = await footerOf("/community", "Community");
    expect(guest.getByRole("navigation", { name: "Explore" })).toBeTruthy();
    expect(guest.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
  });

  it("gives the community the app's footer once signed in, and keeps the site footer on public pages", async () => {
    await signInAsNew("counselor");
    const { unmount } = await footerOf("/community", "Community");
    // A public page paints before the session is known; the user's footer follows it.
    const legal = await screen.findByRole("navigation", { name: "Legal" });
    expect(legal.closest("footer")).toBe(screen.getByRole("contentinfo"));
    expect(screen.queryByRole("navigation", { name: "Explore" })).toBeNull();
    unmount();
    const { footer: about } = await footerOf("/about", /study abroad clear/);
    expect(about.getByRole("navigation", { name: "Explore" })).toBeTruthy();
  });
});
