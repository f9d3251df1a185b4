import { applicationEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { callEndpoint } from "@/lib/call-endpoint";
import { signInAsNew } from "@/test/live";
import { giveLivePlan } from "@/test/live-plans";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. The live server loads no catalogue file, and a
// word no real university has keeps this test's universities apart from any other test's.
const newWord = () => `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

/** Two universities in Norway with names of their own, one ranked with a tuition, one with neither. */
async function createNorwegianUniversities() {
  const word = newWord();
  await signInAsNew("admin");
  const fjord = await createUniversity({
    name: `Fjord ${word} University`,
    country: "Norway",
    countryCode: "NO",
    city: "Bergen",
    worldRanking: 45,
    fieldsOfStudy: ["Computer Science"],
    degreeTypes: ["Master's"],
    currency: "USD",
    tuitionMin: 18_000,
    tuitionMax: 18_000,
  });
  const tundra = await createUniversity({
    name: `Tundra ${word} College`,
    country: "Norway",
    countryCode: "NO",
    city: "Tromsø",
    fieldsOfStudy: ["Computer Science"],
    degreeTypes: ["Master's"],
  });
  return { fjord, tundra };
}

describe("/dashboard/student on the real server", () => {
  it("greets the student, shows empty states that lead on, and no sample rows or plan badge", async () => {
    await signInAsNew("student", { firstName: "Priya" });
    renderApp("/dashboard/student");

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Priya" })).toBeTruthy();
    expect(screen.getByText("Student Dashboard")).toBeTruthy();
    expect(screen.queryByText("Premium Member")).toBeNull();
    const applications = within(screen.getByRole("region", { name: "My applications" }));
    expect(await applications.findByText(/No applications yet/)).toBeTruthy();
    expect(applications.getByRole("link", { name: "Search universities" }).getAttribute("href")).toBe(
      "/universities",
    );
    expect(applications.getByRole("link", { name: "New Application" }).getAttribute("href")).toBe(
      "/applications",
    );
    const quick = within(screen.getByRole("region", { name: "Quick Actions" }));
    expect(quick.getByRole("link", { name: "Upload documents" }).getAttribute("href")).toBe("/documents");

    // The free sample plan everyone holds: its allowance, and the way to a paid one.
    const plan = within(screen.getByRole("region", { name: "My plan" }));
    expect(await plan.findByText("Explorer")).toBeTruthy();
    expect(plan.getByText("Free")).toBeTruthy();
    expect(plan.getByText("0 of 5 universities")).toBeTruthy();
    expect(plan.getByText("0 of 3 countries")).toBeTruthy();
    expect(plan.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/plans");
    expect(screen.queryByText("Premium Member")).toBeNull();
  });

  it("shows Premium Member and the paid plan with its renewal date once a payment is approved", async () => {
    const student = await signInAsNew("student", { firstName: "Priya" });
    await giveLivePlan(student, "Legend");
    renderApp("/dashboard/student");

    await screen.findByRole("heading", { level: 1, name: "Welcome back, Priya" });
    expect(await screen.findByText("Premium Member")).toBeTruthy();
    const plan = within(screen.getByRole("region", { name: "My plan" }));
    expect(plan.getByText("Legend")).toBeTruthy();
    const year = new Date().getUTCFullYear() + 1;
    expect(
      plan.getByText(new RegExp(`^Renews on [A-Z][a-z]{2} \\d{1,2}, (${year}|${year + 1})$`)),
    ).toBeTruthy();
    expect(plan.getByText("0 universities · Unlimited")).toBeTruthy();
    expect(plan.getByText("0 countries · All")).toBeTruthy();
    expect(plan.getByRole("link", { name: "Manage plan" }).getAttribute("href")).toBe("/settings#plan");
    expect(plan.queryByRole("link", { name: "Upgrade" })).toBeNull();
  });

  it("saves study preferences and shows explained recommendations, saved and dismissed for real", async () => {
    const user = userEvent.setup();
    const { fjord, tundra } = await createNorwegianUniversities();
    await signInAsNew("student", { firstName: "Priya" });
    renderApp("/dashboard");

    await screen.findByRole("heading", { level: 1, name: "Welcome back, Priya" });
    await user.click(screen.getByRole("button", { name: "Edit study preferences" }));
    const form = within(await screen.findByRole("dialog", { name: "What do you want to study?" }));
    await user.click(await form.findByRole("checkbox", { name: "Norway" }));
    await user.selectOptions(form.getByLabelText("Program level"), "Master's");
    await user.click(form.getByRole("checkbox", { name: "Computer Science" }));
    await user.type(form.getByLabelText("Yearly tuition budget (USD)"), "25000");
    await user.type(form.getByLabelText("GPA (4.0 scale)"), "3.6");
    await user.click(form.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText("Study preferences saved")).toBeTruthy();

    const list = await screen.findByRole("list", { name: "Recommended universities" });
    const card = within(await within(list).findByRole("article", { name: fjord.name }));
    expect(card.getByText("Bergen, Norway")).toBeTruthy();
    expect(card.getByText(/\d+%/)).toBeTruthy();
    expect(card.getByText("World rank #45")).toBeTruthy();
    expect(card.getByText("Why it matches")).toBeTruthy();
    expect(card.getByText(/Norway/, { selector: "li" })).toBeTruthy();
    // A recommendation can start an application, with the program it matched.
    expect(card.getByRole("button", { name: `Add to my applications: ${fjord.name}` })).toBeTruthy();
    const tundraCard = within(within(list).getByRole("article", { name: tundra.name }));
    expect(tundraCard.getByText("Unranked or not known")).toBeTruthy();

    await user.click(card.getByRole("button", { name: `Save to shortlist: ${fjord.name}` }));
    expect(await screen.findByText("Saved to your shortlist")).toBeTruthy();
    await within(list).findByRole("button", { name: `Saved: remove ${fjord.name} from your shortlist` });

    await user.click(tundraCard.getByRole("button", { name: `Dismiss ${tundra.name}` }));
    expect(await screen.findByText("Recommendation dismissed")).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole("article", { name: tundra.name })).toBeNull());
  });

  it("lists the student's own application with its status, progress and a way to its details", async () => {
    const { fjord } = await createNorwegianUniversities();
    await signInAsNew("student");
    const application = await callEndpoint(applicationEndpoints.create, {
      body: {
        universityId: fjord.id,
        programName: "MSc Computer Science",
        degreeType: "Master's",
        intakeTerm: "fall",
        intakeYear: new Date().getUTCFullYear() + 1,
        deadlineDate: `${new Date().getUTCFullYear() + 1}-01-15`,
      },
    });
    renderApp("/dashboard/student");

    const list = await screen.findByRole("list", { name: "Your applications" });
    const row = within(within(list).getByRole("article", { name: fjord.name }));
    expect(row.getByText("MSc Computer Science · Master's")).toBeTruthy();
    expect(row.getByText("Draft")).toBeTruthy();
    expect(row.getByRole("progressbar", { name: `Documents for ${fjord.name}` })).toBeTruthy();
    expect(row.getByText(`Jan 15, ${new Date().getUTCFullYear() + 1}`, { exact: false })).toBeTruthy();
    expect(row.getByText(/\d+ days left/)).toBeTruthy();
    expect(row.getByRole("link", { name: `View Details: ${fjord.name}` }).getAttribute("href")).toBe(
      `/applications/${application.id}`,
    );
  });
});
