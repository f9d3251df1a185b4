import { sessionLifetimeDefaults, storageKeys, supportTopicLabels } from "@meridian/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.

describe("the Privacy notice and the Terms of use on the real server", () => {
  it("says what is stored, for how long, who sees it and how to have it exported or deleted", async () => {
    const user = userEvent.setup();
    renderApp("/privacy");
    const page = within(await screen.findByRole("article", { name: "Privacy notice" }));
    for (const part of [
      "What Meridian stores",
      "Who sees it",
      "Where it is kept",
      "How long it is kept",
      "Seeing, exporting and deleting your data",
      "Cookies and browser storage",
    ]) {
      expect(page.getByRole("region", { name: new RegExp(`^\\d+\\. ${part}$`) })).toBeTruthy();
    }
    const stored = within(page.getByRole("region", { name: /What Meridian stores/ }));
    for (const kind of [
      "Account data",
      "Documents",
      "Chat messages",
      "Payments evidence",
      "Audit log",
      "Security events",
    ]) {
      expect(stored.getByText(kind)).toBeTruthy();
    }
    expect(stored.getByText(/passports, transcripts/)).toBeTruthy();
    const seen = within(page.getByRole("region", { name: /Who sees it/ }));
    expect(seen.getByText("Your assigned counselor")).toBeTruthy();
    expect(seen.getByText("Meridian's admins")).toBeTruthy();
    const kept = within(page.getByRole("region", { name: /How long it is kept/ }));
    const { staff, others } = sessionLifetimeDefaults;
    expect(kept.getByText(new RegExp(`after ${others.idleMinutes / 1440}\\s+days without use`))).toBeTruthy();
    expect(kept.getByText(new RegExp(`after ${staff.idleMinutes} minutes without use`))).toBeTruthy();
    expect(kept.getAllByText(/until you ask us to delete/).length).toBeGreaterThan(0);
    const storage = within(page.getByRole("region", { name: /Cookies and browser storage/ }));
    expect(storage.getByText("_csrf")).toBeTruthy();
    expect(storage.getByText(storageKeys.authToken)).toBeTruthy();

    // Export and deletion go through support, with the account topic chosen.
    await user.click(page.getByRole("button", { name: "Write to support" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Contact Support" }));
    const topic = (await dialog.findByLabelText("Topic", {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect(topic.selectedOptions[0]?.textContent).toBe(supportTopicLabels.account);
  });

  it("gives the terms, pointing at the Privacy notice, with the site footer linking both", async () => {
    renderApp("/terms");
    const page = within(await screen.findByRole("article", { name: "Terms of use" }));
    expect(page.getByRole("region", { name: /Guidance, not a promise/ })).toBeTruthy();
    expect(page.getAllByRole("link", { name: "Privacy notice" })[0]?.getAttribute("href")).toBe("/privacy");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
    expect(footer.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe("/terms");
  });

  it("tells a student creating an account that they agree to both, in links that keep the form", async () => {
    renderApp("/auth?type=student&mode=register");
    const agreement = await screen.findByText(/By creating an account you agree to the/);
    const terms = within(agreement).getByRole("link", { name: "Terms of use (opens in a new tab)" });
    expect(terms.getAttribute("href")).toBe("/terms");
    expect(terms.getAttribute("target")).toBe("_blank");
    expect(
      within(agreement)
        .getByRole("link", { name: "Privacy notice (opens in a new tab)" })
        .getAttribute("href"),
    ).toBe("/privacy");
    const create = screen.getByRole("button", { name: "Create Account" });
    expect(create.getAttribute("aria-describedby")).toContain(agreement.id);
  });
});
