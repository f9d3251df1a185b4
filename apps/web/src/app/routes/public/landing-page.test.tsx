import type { SiteFacts } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const facts: SiteFacts = {
  universities: 10_393,
  countries: 200,
  rankedUniversities: 999,
  rankingSources: ["ARWU 2025 (Academic Ranking of World Universities), ShanghaiRanking Consultancy"],
  students: null,
  successRate: null,
};

/** The hero's figures as term → value. */
async function heroFigures(): Promise<Record<string, string>> {
  const hero = (await screen.findByRole("heading", { level: 1 })).closest("section") as HTMLElement;
  const list = (await within(hero).findByText("Universities", { selector: "dt" })).closest("dl");
  return Object.fromEntries(
    [...(list?.querySelectorAll("dt") ?? [])].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent ?? "",
    ]),
  );
}

describe("landing page", () => {
  it("shows the hero with the figures the server counted and its calls to action", async () => {
    const { callsTo } = stubApi({
      "GET /api/universities/featured": { data: [] },
      "GET /api/site-facts": { data: facts },
    });
    renderApp("/");
    const hero = (await screen.findByRole("heading", { level: 1 })).closest("section") as HTMLElement;
    // Nothing about students or success while there are too few to mean anything.
    expect(await heroFigures()).toEqual({
      Universities: "10,393",
      Countries: "200",
      "With a world rank (ARWU 2025)": "999",
    });
    expect(within(hero).getByRole("button", { name: "Watch Demo" })).toBeTruthy();
    expect(within(hero).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/auth");
    expect(within(hero).getByRole("link", { name: "Explore Universities" }).getAttribute("href")).toBe(
      "/universities",
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await screen.findByText("Sample preview")).toBeTruthy();
    await waitFor(() => expect(callsTo("GET /api/universities/featured")).toHaveLength(1));
    expect(callsTo("GET /api/site-facts")).toHaveLength(1);
  });

  it("shows students and the success rate once the server gives them, and no figure when it cannot count", async () => {
    stubApi({
      "GET /api/universities/featured": { data: [] },
      "GET /api/site-facts": { data: { ...facts, students: 1_250, successRate: 71 } },
    });
    const { unmount } = renderApp("/");
    expect(await heroFigures()).toEqual({
      Universities: "10,393",
      Countries: "200",
      Students: "1,250",
      "Offers among decided applications": "71%",
    });
    unmount();
    stubApi({
      "GET /api/universities/featured": { data: [] },
      "GET /api/site-facts": { status: 503, error: { code: "SERVICE_UNAVAILABLE", message: "Down" } },
    });
    renderApp("/");
    const hero = (await screen.findByRole("heading", { level: 1 })).closest("section") as HTMLElement;
    await waitFor(() => expect(hero.querySelector("[aria-hidden=true].grid")).toBeNull(), { timeout: 5_000 });
    expect(hero.querySelector("dt")).toBeNull();
  });

  it("opens the contact form from Book a Demo, on the demo topic", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/universities/featured": { data: [] },
      "GET /api/site-facts": { data: facts },
      "GET /api/auth/math-challenge": {
        data: { challenge: "token", question: "3 + 2", expiresAt: "2099-01-01T00:00:00.000Z" },
      },
    });
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Book a Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Book a Demo" });
    await waitFor(() =>
      expect((within(dialog).getByLabelText("Topic") as HTMLSelectElement).value).toBe("demo"),
    );
    expect(within(dialog).getByLabelText("Your name")).toBeTruthy();
  });

  it("steps through the tour of real screens, and offers to try again when it cannot load", async () => {
    const user = userEvent.setup();
    const step = (id: string, title: string) => ({
      id,
      title,
      caption: `${title}, as the demo shows it.`,
      alt: `The ${id} screen.`,
      light: `/tour/${id}-light.webp`,
      dark: `/tour/${id}-dark.webp`,
      width: 1280,
      height: 800,
    });
    const tour = {
      capturedOn: "2026-11-26",
      steps: [step("catalogue", "Find universities"), step("chat", "Chat")],
    };
    let available = false;
    stubApi({
      "GET /api/universities/featured": { data: [] },
      "GET /api/site-facts": { data: facts },
      "GET /tour/tour.json": () => (available ? { raw: JSON.stringify(tour) } : { status: 503, raw: "" }),
    });
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Watch Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "A tour of Meridian" });
    available = true;
    await user.click(await within(dialog).findByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("Step 1 of 2")).toBeTruthy();
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe("/tour/catalogue-light.webp");
    expect(within(dialog).getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Step 2 of 2")).toBeTruthy();
    expect(within(dialog).getByRole("img").getAttribute("alt")).toBe("The chat screen.");
    expect(within(dialog).getByRole("button", { name: "Step 2: Chat" }).getAttribute("aria-current")).toBe(
      "step",
    );
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("Step 1 of 2")).toBeTruthy();
    expect(within(dialog).getByText(/Captured from the demo on Nov 26, 2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
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
    // The signed-in header replaces the guest one once the session is known.
    await screen.findByRole("button", { name: /Account menu for/ });
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
