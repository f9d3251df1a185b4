import { marketingClaims } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

describe("landing page", () => {
  it("shows the hero with its claims and calls to action; only the teaser calls the API", async () => {
    const { fetchMock, callsTo } = stubApi({ "GET /api/universities/featured": { data: [] } });
    renderApp("/");
    const hero = (await screen.findByRole("heading", { level: 1 })).closest("section") as HTMLElement;
    for (const claim of [
      marketingClaims.universities,
      marketingClaims.students,
      marketingClaims.successRate,
      marketingClaims.countries,
    ]) {
      expect(within(hero).getByText(claim)).toBeTruthy();
    }
    expect(within(hero).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/auth");
    expect(within(hero).getByRole("link", { name: "Explore Universities" }).getAttribute("href")).toBe(
      "/universities",
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Sample preview")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a Demo" }).getAttribute("href")).toBe("/about#contact");
    await waitFor(() => expect(callsTo("GET /api/universities/featured")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("offers no Install App button unless the browser offered installation", async () => {
    stubApi({ "GET /api/universities/featured": { data: [] } });
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Install App" })).toBeNull();
  });

  it("searches from the header on /universities", async () => {
    stubApi(signedInAs(testUsers.student));
    const user = userEvent.setup();
    const { router } = renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const toggle = await screen.findByRole("button", { name: "Toggle search" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    await user.type(screen.getByLabelText("Search"), "Toronto{Enter}");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Find Your Perfect University" }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe("?search=Toronto");
  });
});
