import { recommendationLimits } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { chooseRecommendation } from "@/features/recommendations/api/choose-recommendation";
import { createUniversity } from "@/features/universities/api/save-university";
import { getToastState } from "@/lib/use-toast";
import { createLiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word no real university has keeps this test's
// universities apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

/** Universities made by a new admin (in Iceland: no test student prefers it, so none is recommended). */
async function makeUniversities(names: string[]) {
  await signInAsNew("admin");
  const made = [];
  for (const name of names) {
    made.push(await createUniversity({ name, country: "Iceland", countryCode: "IS", city: "Akureyri" }));
  }
  return made;
}

async function makeUniversity(name: string) {
  const [university] = await makeUniversities([name]);
  if (!university) throw new Error("university not created");
  return university;
}

const shortlistButton = (name: string) =>
  screen.findByRole("button", { name: new RegExp(`^Save(d)? to shortlist: ${name}$`) });

describe("the shortlist on /universities/:id, on the real server", () => {
  it("leads a guest through sign-in back to the page with the save offered, saves it and takes it off again", async () => {
    const university = await makeUniversity(`Skerry ${word} University`);
    const student = await createLiveUser("student");
    window.localStorage.clear();
    const user = userEvent.setup();

    const { router } = renderApp(`/universities/${university.id}`);
    const signIn = await screen.findByRole("link", {
      name: `Sign in to save to your shortlist: ${university.name}`,
    });
    expect(signIn.textContent).toBe("Sign in to save");
    expect(signIn.getAttribute("href")).toBe(
      `/auth?type=student&next=${encodeURIComponent(`/universities/${university.id}?save=${university.id}`)}`,
    );
    // Beside the applications action, which leads the same way.
    expect(
      screen.getByRole("link", { name: `Sign in to add to my applications: ${university.name}` }),
    ).toBeTruthy();

    await user.click(signIn);
    await user.type(await screen.findByLabelText("Email"), student.email);
    await user.type(screen.getByLabelText("Password", { selector: "input" }), student.password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    // Back on the same page, signed in, with the save asked for offered: the button has the focus,
    // and nothing was written by following the link.
    expect(await screen.findByRole("heading", { level: 1, name: university.name })).toBeTruthy();
    const toggle = await shortlistButton(university.name);
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle.textContent).toBe("Save to shortlist");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(toggle.textContent).toBe("Saved to shortlist"));
    expect(toggle.textContent).toContain("Saved to shortlist");
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Saved to your shortlist"));
    // The request is not left in the address, so a reload does not make it again.
    expect(router.state.location.pathname).toBe(`/universities/${university.id}`);
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("button", { name: `Add to my applications: ${university.name}` })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Sign in to/ })).toBeNull();

    // Pressed again: off the shortlist, the focus still on the button.
    await user.click(toggle);
    await waitFor(() => expect(toggle.textContent).toBe("Save to shortlist"));
    expect(toggle.textContent).toContain("Save to shortlist");
    expect(document.activeElement).toBe(toggle);
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Removed from your shortlist"));
  });

  it("shows a student what the server keeps: saved after a new page load, and listed on the dashboard", async () => {
    const university = await makeUniversity(`Fjord ${word} College`);
    await signInAsNew("student");
    const user = userEvent.setup();

    const first = renderApp(`/universities/${university.id}`);
    const toggle = await shortlistButton(university.name);
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBeNull());
    expect(toggle.textContent).toBe("Save to shortlist");
    await user.click(toggle);
    await waitFor(() => expect(toggle.textContent).toBe("Saved to shortlist"));
    first.unmount();

    // A fresh page reads it back from GET /api/recommendations, though Iceland is no preferred country.
    const again = renderApp(`/universities/${university.id}`);
    const reloaded = await shortlistButton(university.name);
    await waitFor(() => expect(reloaded.textContent).toBe("Saved to shortlist"));
    expect(reloaded.textContent).toContain("Saved to shortlist");
    again.unmount();

    renderApp("/dashboard/student");
    const recommended = await screen.findByRole("list", { name: "Recommended universities" });
    const card = within(recommended).getByRole("article", { name: university.name });
    expect(
      within(card).getByRole("button", { name: `Saved: remove ${university.name} from your shortlist` }),
    ).toBeTruthy();
  });

  it("says plainly when the shortlist is full, and changes nothing", async () => {
    const names = Array.from(
      { length: recommendationLimits.savedMax + 1 },
      (_, i) => `Tindur ${word} ${String(i).padStart(2, "0")} Academy`,
    );
    const universities = await makeUniversities(names);
    const extra = universities.at(-1);
    if (!extra) throw new Error("universities not created");
    await signInAsNew("student");
    for (const saved of universities.slice(0, recommendationLimits.savedMax)) {
      await chooseRecommendation(saved.id, "saved");
    }
    const user = userEvent.setup();

    renderApp(`/universities/${extra.id}`);
    const toggle = await shortlistButton(extra.name);
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBeNull());
    await user.click(toggle);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Your shortlist is full")).toBeTruthy();
    expect(
      within(alert).getByText(
        `Your shortlist holds at most ${recommendationLimits.savedMax} universities; remove one first`,
        { exact: false },
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Open your shortlist" }).getAttribute("href")).toBe(
      "/student/shortlist",
    );
    expect(toggle.textContent).toBe("Save to shortlist");
    expect(toggle.textContent).toContain("Save to shortlist");
    expect(document.activeElement).toBe(toggle);
  });

  it("offers staff and company accounts neither the shortlist nor a sign-in", async () => {
    const university = await makeUniversity(`Hraun ${word} Institute`);
    for (const kind of ["counselor", "company"] as const) {
      await signInAs(await createLiveUser(kind));
      const page = renderApp(`/universities/${university.id}`);
      expect(await screen.findByRole("heading", { level: 1, name: university.name })).toBeTruthy();
      // The signed-in header is there: the page knows who is looking.
      expect(await screen.findByRole("link", { name: "Meridian, your dashboard" })).toBeTruthy();
      const actions = screen.getByRole("complementary", { name: "Actions" });
      expect(within(actions).queryByRole("button", { name: /shortlist/i })).toBeNull();
      expect(within(actions).queryByRole("link", { name: /sign in/i })).toBeNull();
      expect(within(actions).queryByRole("button", { name: /Add to my applications/ })).toBeNull();
      page.unmount();
    }
  });

  it("tells a student the university is in their applications once they added it, linking to it", async () => {
    const [university, other] = await makeUniversities([`Vik ${word} University`, `Eyri ${word} University`]);
    if (!university || !other) throw new Error("universities not created");
    await signInAsNew("student");
    const user = userEvent.setup();

    const first = renderApp(`/universities/${university.id}`);
    const add = await screen.findByRole("button", { name: `Add to my applications: ${university.name}` });
    expect(screen.queryByRole("region", { name: "In your applications" })).toBeNull();
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Add to my applications" });
    await user.type(within(dialog).getByLabelText("Program"), "Marine Biology");
    await user.selectOptions(within(dialog).getByLabelText("Degree level you are applying for"), "Master's");
    await user.selectOptions(within(dialog).getByLabelText("Intake term"), "fall");
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const note = await screen.findByRole("region", { name: "In your applications" });
    const link = within(note).getByRole("link", { name: "Marine Biology · Master's" });
    expect(link.getAttribute("href")).toMatch(/^\/applications\/[0-9a-f-]{36}$/);
    expect(within(note).getByText("Draft")).toBeTruthy();
    expect(within(note).getByText(/^Fall \d{4}/)).toBeTruthy();
    // Another program can still be added.
    expect(screen.getByRole("button", { name: `Add to my applications: ${university.name}` })).toBeTruthy();

    first.unmount();

    // Another university's page has nothing of it, once the student's applications are read.
    const { queryClient } = renderApp(`/universities/${other.id}`);
    await screen.findByRole("button", { name: `Add to my applications: ${other.name}` });
    await waitFor(() => expect(queryClient.getQueryState(["/api/applications"])?.status).toBe("success"));
    expect(screen.queryByRole("region", { name: "In your applications" })).toBeNull();
  });
});
