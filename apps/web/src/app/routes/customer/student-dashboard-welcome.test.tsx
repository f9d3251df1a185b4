import { storageKeys } from "@meridian/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

afterEach(() => window.sessionStorage.clear());

describe("the student dashboard's greeting", () => {
  it("says Welcome on the account's first visit", async () => {
    window.sessionStorage.setItem(storageKeys.firstVisit, testUsers.student.id);
    stubApi(signedInAs(testUsers.student));
    renderApp("/dashboard/student");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Sofia" })).toBeTruthy();
  });

  it("says Welcome back to a returning student", async () => {
    stubApi(signedInAs(testUsers.student));
    renderApp("/dashboard/student");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Sofia" })).toBeTruthy();
  });
});
