import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isFirstVisit, rememberFirstVisit } from "@/features/auth/first-visit";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the student dashboard's greeting", () => {
  it("says Welcome on the account's first visit", async () => {
    rememberFirstVisit(testUsers.student.id, true);
    stubApi(signedInAs(testUsers.student));
    renderApp("/dashboard/student");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Sofia" })).toBeTruthy();
    // Nothing to pick up yet: the line under it says where to start.
    expect(screen.getByText(/^Start with your study preferences/)).toBeTruthy();
    expect(screen.queryByText(/Pick up where you left off/)).toBeNull();
  });

  it("says Welcome back to a returning student", async () => {
    rememberFirstVisit(testUsers.student.id, false);
    stubApi(signedInAs(testUsers.student));
    renderApp("/dashboard/student");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Sofia" })).toBeTruthy();
    expect(screen.getByText("Pick up where you left off with your study-abroad plans.")).toBeTruthy();
  });
});

describe("the first visit", () => {
  it("is the browser's, not one tab's: a new tab reads it from shared storage, for a day", () => {
    const start = Date.parse("2026-11-29T10:00:00Z");
    rememberFirstVisit("user-1", true, start);
    // What another tab sees: nothing of this tab's session storage, the browser's local storage.
    window.sessionStorage.clear();
    expect(isFirstVisit("user-1", start + DAY_MS - 1)).toBe(true);
    expect(isFirstVisit("user-1", start + DAY_MS)).toBe(false);
    expect(isFirstVisit("user-2", start + 1)).toBe(false);
  });

  it("ends with the next sign-in", () => {
    rememberFirstVisit("user-1", true);
    rememberFirstVisit("user-1", false);
    expect(isFirstVisit("user-1")).toBe(false);
  });
});
