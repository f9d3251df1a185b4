import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word no real university has keeps this test's
// university apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

const wayOn = () => within(screen.getByRole("navigation", { name: "Pages to go on to" }));

describe("the not-found page on the real server", () => {
  it("offers a guest a university search and the ways on: home, the catalogue, the community and sign-in", async () => {
    await signInAsNew("admin");
    const name = `Lostway ${word} University`;
    await createUniversity({ name, country: "Portugal", countryCode: "PT", city: "Porto" });
    window.localStorage.clear();

    const user = userEvent.setup();
    const { router } = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.queryByText(/forget to add the page to the router/)).toBeNull();
    expect(
      wayOn()
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["Browse universities", "/universities"],
      ["Community", "/community"],
      ["Sign in", "/auth"],
    ]);

    const search = within(screen.getByRole("search", { name: "Universities" }));
    await user.type(search.getByRole("searchbox", { name: "Search universities" }), `${word}{Enter}`);
    await screen.findByRole("heading", { level: 1, name: "Find Your Perfect University" });
    expect(router.state.location.pathname).toBe("/universities");
    expect(await screen.findByRole("article", { name })).toBeTruthy();
  });

  it("offers a signed-in counselor their dashboard instead of sign-in", async () => {
    await signInAsNew("counselor");
    renderApp("/dashboard/no-such-section");
    await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" });
    await waitFor(() =>
      expect(wayOn().getByRole("link", { name: "Your dashboard" }).getAttribute("href")).toBe(
        "/dashboard/team",
      ),
    );
    expect(wayOn().queryByRole("link", { name: "Sign in" })).toBeNull();
  });
});
