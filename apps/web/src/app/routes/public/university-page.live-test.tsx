import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { addCatalogueUniversityLive, signInAsNew } from "@/test/live";
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

  it("shows a US university's College Scorecard and IPEDS figures, each with its source and year, and no demo figure", async () => {
    const id = await addCatalogueUniversityLive("Massachusetts Institute of Technology");
    window.localStorage.clear();
    renderApp(`/universities/${id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Massachusetts Institute of Technology" }),
    ).toBeTruthy();
    const study = screen.getByRole("region", { name: "Study and fees" });
    expect(within(study).getByText("$55,878/year (out-of-state and in-state alike)")).toBeTruthy();
    expect(
      within(study).getByText(/College Scorecard 2021-22\. International students pay at least/),
    ).toBeTruthy();
    expect(within(study).getByText(/^Computer Science 35% · Engineering 33%/)).toBeTruthy();
    expect(within(study).getByText("Bachelor's, Master's (inferred), PhD")).toBeTruthy();
    expect(
      within(study).getByText(/IPEDS Directory information 2024-25 and College Scorecard 2021-22$/),
    ).toBeTruthy();
    const students = screen.getByRole("region", { name: "Students and living costs" });
    expect(within(students).getByText("Private, nonprofit")).toBeTruthy();
    expect(within(students).getByText("4,629 undergraduate · 7,296 graduate")).toBeTruthy();
    expect(within(students).getByText("Room and board on campus: $18,100/year")).toBeTruthy();
    // The university's own budget is shown, so the country estimate is not.
    expect(within(students).queryByText("Living costs (estimate)")).toBeNull();
    expect(
      within(students).getByRole("link", { name: /U\.S\. Department of Education, College Scorecard/ }),
    ).toBeTruthy();
    // Nothing generated: no demo note.
    expect(screen.queryByText(/Figures generated for the demo catalogue/)).toBeNull();
  });

  it("labels a country's living-cost estimate as one, with its method and the World Bank's attribution", async () => {
    const id = await addCatalogueUniversityLive("University of Oxford");
    window.localStorage.clear();
    renderApp(`/universities/${id}`);
    const students = await screen.findByRole("region", { name: "Students and living costs" });
    expect(within(students).getByText("Living costs (estimate)")).toBeTruthy();
    expect(within(students).getByText(/^About \$[\d,]+ for an academic year \(9 months\)/)).toBeTruthy();
    expect(
      within(students).getByText(/An estimate for United Kingdom as a whole, not a measured budget/),
    ).toBeTruthy();
    expect(within(students).getByText(/Licensed under CC BY 4\.0/)).toBeTruthy();
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
    // No degree types are known for it: the student names the level applied for, from the general list.
    const level = await within(dialog).findByLabelText("Degree level you are applying for");
    expect(
      within(level)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Bachelor's", "Master's", "PhD", "Certificate", "Diploma"]);
    expect(within(dialog).getByText(/degree types are not published here yet/)).toBeTruthy();
    const similar = screen.getByRole("region", { name: "Similar universities", hidden: true });
    expect(
      await within(similar).findAllByText(/No other university in Iceland|World rank|Not ranked/),
    ).not.toHaveLength(0);
  });
});
