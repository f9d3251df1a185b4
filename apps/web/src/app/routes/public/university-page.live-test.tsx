import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word no real university has keeps this test's
// universities apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

describe("/universities/:id on the real server", () => {
  it("shows a guest a university with its rank and similar universities, and a student the action it asked for", async () => {
    await signInAsNew("admin");
    const made = [];
    for (const [name, worldRanking] of [
      [`Harbour ${word} Institute`, 45],
      [`Northgate ${word} University`, 47],
      [`Fenmoor ${word} College`, 400],
    ] as const) {
      made.push(
        await createUniversity({
          name,
          country: "Iceland",
          countryCode: "IS",
          city: "Reykjavik",
          website: "https://harbour.example.edu",
          worldRanking,
          annualFee: 12_000,
        }),
      );
    }
    const [harbour, northgate] = made;
    if (!harbour || !northgate) throw new Error("universities not created");
    window.localStorage.clear();

    // A guest: the facts an admin entered (real, not samples), and the same country near its rank.
    renderApp(`/universities/${harbour.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: harbour.name })).toBeTruthy();
    const facts = screen.getByRole("region", { name: "At a glance" });
    expect(within(facts).getByText("#45")).toBeTruthy();
    expect(within(facts).getByText("Reykjavik, Iceland")).toBeTruthy();
    const study = screen.getByRole("region", { name: "Study and fees" });
    expect(within(study).getByText("$12,000/year")).toBeTruthy();
    const similar = screen.getByRole("region", { name: "Similar universities" });
    const links = await within(similar).findAllByRole("link");
    expect(links[0]?.textContent).toBe(northgate.name);
    expect(links.map((link) => link.textContent)).not.toContain(harbour.name);
    const apply = await screen.findByRole("link", {
      name: `Sign in to add to my applications: ${harbour.name}`,
    });
    expect(apply.getAttribute("href")).toContain(encodeURIComponent(`/universities/${harbour.id}?apply=`));

    // Following a similar university opens its page.
    await userEvent.setup().click(links[0] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 1, name: northgate.name })).toBeTruthy();
    const nextSimilar = screen.getByRole("region", { name: "Similar universities" });
    expect((await within(nextSimilar).findAllByRole("link"))[0]?.textContent).toBe(harbour.name);
  });

  it("opens the form for a signed-in student who asked to add the university", async () => {
    await signInAsNew("admin");
    const university = await createUniversity({
      name: `Lakeview ${word} University`,
      country: "Iceland",
      countryCode: "IS",
    });
    await signInAsNew("student");
    renderApp(`/universities/${university.id}?apply=${university.id}`);
    const dialog = await screen.findByRole("dialog", { name: "Add to my applications" });
    expect(within(dialog).getByText(university.name, { exact: false })).toBeTruthy();
    expect(await within(dialog).findByLabelText("Degree type")).toBeTruthy();
    const similar = screen.getByRole("region", { name: "Similar universities", hidden: true });
    expect(
      await within(similar).findAllByText(/No other university in Iceland|World rank|Not ranked/),
    ).not.toHaveLength(0);
  });
});
