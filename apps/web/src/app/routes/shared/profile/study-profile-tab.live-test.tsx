import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { updateOwnProfile } from "@/features/student-profile/api/update-own-profile";
import { createUniversity } from "@/features/universities/api/save-university";
import { assignLiveStudent, createLiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.

/** Puts a country in the catalogue (preferred countries are the catalogue's), as an admin would. */
async function catalogueHas(country: string, countryCode: string) {
  await signInAsNew("admin");
  const word = Math.random().toString(36).slice(2, 10);
  await createUniversity({ name: `Study ${word} University`, country, countryCode, city: "Capital" });
}

const meter = () => within(screen.getByRole("region", { name: "Profile completeness" }));

async function openStudyProfile(user: ReturnType<typeof userEvent.setup>) {
  renderApp("/profile");
  expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeTruthy();
  await user.click(await screen.findByRole("tab", { name: "Study profile" }));
  await screen.findByRole("region", { name: "Profile completeness" });
}

describe("a student's own study profile on /profile, on the real server", () => {
  it("fills the group the recommendations read from the meter, saves, the meter rises, and a reload keeps it", async () => {
    const user = userEvent.setup();
    await catalogueHas("Germany", "DE");
    await signInAsNew("student", { firstName: "Amara" });
    await openStudyProfile(user);

    expect(meter().getByText("0% complete")).toBeTruthy();
    expect(
      meter().getByRole("progressbar", { name: "Profile completeness" }).getAttribute("aria-valuenow"),
    ).toBe("0");
    const improving = within(
      meter().getByRole("list", { name: "Add these to improve your recommendations:" }),
    );
    expect(improving.getAllByRole("button").map((b) => b.textContent)).toEqual(["Study Abroad Preferences"]);
    expect(within(meter().getByRole("list", { name: "Also missing:" })).getAllByRole("button")).toHaveLength(
      9,
    );
    // The counselor's view-only values (the account's, the preference form's) are not on the student's screen.
    expect(screen.queryByText("Signup name")).toBeNull();

    // The missing group opens the editor at its card, its first field focused.
    await user.click(improving.getByRole("button", { name: "Study Abroad Preferences" }));
    const countries = screen.getByLabelText("Preferred countries");
    await waitFor(() => expect(document.activeElement).toBe(countries));

    // A country outside the catalogue: refused by the server at its field, nothing saved.
    await user.type(countries, "Atlantis");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findAllByText('"Atlantis" is not a country in the catalogue')).not.toHaveLength(0);
    expect(screen.getByLabelText("Preferred countries").getAttribute("aria-invalid")).toBe("true");
    expect(meter().getByText("0% complete")).toBeTruthy();

    await user.clear(screen.getByLabelText("Preferred countries"));
    await user.type(screen.getByLabelText("Preferred countries"), "germany");
    await user.tab();
    await user.selectOptions(screen.getByLabelText("Program level"), "Master's");
    await user.type(screen.getByLabelText("Job title"), "Intern");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Your study profile was saved")).toBeTruthy();
    expect(await meter().findByText("20% complete")).toBeTruthy();
    expect(meter().getByRole("progressbar").getAttribute("aria-valuenow")).toBe("20");
    expect(meter().queryByRole("list", { name: "Add these to improve your recommendations:" })).toBeNull();
    const stillMissing = within(meter().getByRole("list", { name: "Still missing:" }));
    expect(stillMissing.queryByRole("button", { name: "Work Experience" })).toBeNull();
    expect(stillMissing.getAllByRole("button")).toHaveLength(8);

    // A fresh page (a new cache) reads it back from the server, as the catalogue spells it.
    cleanup();
    await openStudyProfile(user);
    expect(meter().getByText("20% complete")).toBeTruthy();
    const study = within(screen.getByRole("region", { name: "Study Abroad Preferences" }));
    expect(study.getByText("Germany")).toBeTruthy();
    expect(study.getByText("Master's")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Work Experience" })).getByText("Intern")).toBeTruthy();
  });

  it("shows the counselor the same meter for the student, from the same groups", async () => {
    const student = await createLiveUser("student", { firstName: "Ravi" });
    const counselor = await createLiveUser("counselor");
    const profileId = await assignLiveStudent(student, counselor);
    await signInAs(student);
    await updateOwnProfile({
      workDetails: { jobTitle: "Intern" },
      familyDetails: { sponsor: "An uncle in Pune" },
    });
    await signInAs(counselor);
    renderApp(`/dashboard/team/student/${profileId}`);
    expect(await screen.findByRole("heading", { level: 1, name: /^Ravi / })).toBeTruthy();
    expect(meter().getByText("20% complete")).toBeTruthy();
    const improving = within(
      meter().getByRole("list", { name: "Add these to improve the student's recommendations:" }),
    );
    expect(improving.getByRole("button", { name: "Study Abroad Preferences" })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Family Details" })).getByText("An uncle in Pune"),
    ).toBeTruthy();
  });
});
