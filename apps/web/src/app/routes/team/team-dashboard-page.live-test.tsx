import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createApplication } from "@/features/applications/api/save-application";
import { transitionApplication } from "@/features/applications/api/transition-application";
import { createUniversity } from "@/features/universities/api/save-university";
import { assignLiveStudent, createLiveUser, sendChatLive, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word no real name holds keeps this file's
// students and universities apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;
const cap = (s: string) => s[0]?.toUpperCase() + s.slice(1);

describe("/dashboard/team on the real server", () => {
  it("shows a counselor their own students only, their applications to move, real figures and the team", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    const universityName = `Fjord ${word} University`;
    const university = await createUniversity({
      name: universityName,
      country: "Norway",
      countryCode: "NO",
      degreeTypes: ["Master's"],
    });

    const counselor = await createLiveUser("counselor", { firstName: "Cleo", lastName: `Counsel${word}` });
    const otherCounselor = await createLiveUser("counselor");
    const mine = await createLiveUser("student", { firstName: "Mira", lastName: cap(word) });
    const theirs = await createLiveUser("student", { firstName: "Theo", lastName: `${cap(word)}other` });
    const profileId = await assignLiveStudent(mine, counselor);
    await assignLiveStudent(theirs, otherCounselor);

    // The student applies and submits: the counselor's move comes next.
    await signInAs(mine);
    const application = await createApplication(
      {
        universityId: university.id,
        programName: "Ocean Engineering",
        degreeType: "Master's",
        intakeTerm: "fall",
        intakeYear: new Date().getUTCFullYear() + 1,
      },
      crypto.randomUUID(),
    );
    await transitionApplication({ id: application.id, body: { to: "submitted" } });
    // And writes to their counselor, who has not read it yet.
    await sendChatLive(mine, "Could we talk about my offer?");

    await signInAs(counselor);
    const students = renderApp("/dashboard/team?section=students");
    const name = `Mira ${cap(word)}`;
    const row = (await screen.findByRole("link", { name })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Inquiry")).toBeTruthy();
    expect(within(row).getByText(mine.email)).toBeTruthy();
    const unread = await within(row).findByRole("link", { name: "1 unread message" });
    expect(unread.getAttribute("href")).toBe(`/dashboard/team/student/${profileId}?section=chat`);
    expect(screen.queryByText(`Theo ${cap(word)}other`)).toBeNull();
    expect(screen.getAllByRole("link", { name: "Students", current: "page" })).toHaveLength(2);

    // Searched on the server as they type: by email, in another case; the other counselor's student never.
    const search = screen.getByRole("searchbox", { name: "Search students" });
    await user.type(search, mine.email.toUpperCase());
    await waitFor(() => expect(screen.getByRole("link", { name })).toBeTruthy());
    await user.clear(search);
    await user.type(search, `Theo ${word}`);
    expect(await screen.findByText(`No students match "Theo ${word}".`)).toBeTruthy();
    await user.clear(search);

    // The row menu: every item leads somewhere.
    await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "View Profile" }).getAttribute("href")).toBe(
      `/dashboard/team/student/${profileId}`,
    );
    expect(within(menu).getByRole("menuitem", { name: "Send Message" }).getAttribute("href")).toBe(
      `/dashboard/team/student/${profileId}?section=chat`,
    );
    await user.click(within(menu).getByRole("menuitem", { name: "View Applications" }));

    // Applications of that student, with the staff moves of the transition table.
    const listed = await screen.findByRole("row", { name: `${universityName}, ${name}` });
    expect(screen.getAllByRole("link", { name: "Applications", current: "page" })).toHaveLength(2);
    expect(screen.getByText(`Student: ${name}`)).toBeTruthy();
    expect(within(listed).getByText("Submitted")).toBeTruthy();
    await user.click(within(listed).getByRole("button", { name: /^Change status/ }));
    const moves = await screen.findByRole("menu");
    expect(
      within(moves)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Under Review", "Rejected"]);
    await user.click(within(moves).getByRole("menuitem", { name: "Under Review" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as Under Review?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark as Under Review" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("row", { name: `${universityName}, ${name}` })).getByText("Under Review"),
      ).toBeTruthy(),
    );

    // Figures from the rows: one student, one application, nothing decided yet.
    await user.click(screen.getAllByRole("link", { name: "Analytics" })[0] as HTMLElement);
    const tile = async (label: string) =>
      (await screen.findByText(label, { selector: "dt" })).nextElementSibling?.textContent;
    expect(await tile("My students")).toBe("1");
    expect(await tile("Applications")).toBe("1");
    expect(await tile("Success rate")).toContain("—");
    const byStatus = screen.getByRole("region", { name: "Students by status" });
    expect(within(byStatus).getByText("Inquiry").nextElementSibling?.textContent).toBe("1");

    // The team: the counselor with their one student; a colleague's email is not shown.
    await user.click(screen.getAllByRole("link", { name: "Team" })[0] as HTMLElement);
    const me = await screen.findByRole("article", { name: `Cleo Counsel${word}` });
    expect(within(me).getByText("1 student assigned")).toBeTruthy();
    expect(within(me).getByText("Counselor")).toBeTruthy();
    expect(screen.queryByText(otherCounselor.email)).toBeNull();
    students.unmount();
  });

  it("tells a counselor without students how to get some; the sidebar folds and unfolds", async () => {
    const user = userEvent.setup();
    await signInAsNew("counselor");
    renderApp("/dashboard/team?section=students");
    const fold = await screen.findByRole("button", { name: "Collapse sidebar" });
    expect(fold.getAttribute("aria-expanded")).toBe("true");
    await user.click(fold);
    const unfold = screen.getByRole("button", { name: "Expand sidebar" });
    expect(unfold.getAttribute("aria-expanded")).toBe("false");
    // Folded, every section is still named for screen readers.
    expect(screen.getAllByRole("link", { name: "Analytics" })).toHaveLength(2);
    expect(
      await screen.findByText(
        "No students assigned to you yet. Contact your admin to get students assigned.",
      ),
    ).toBeTruthy();
    renderApp("/dashboard/team?section=overview");
    expect((await screen.findAllByText("My students", { selector: "dt" })).length).toBeGreaterThan(0);
  });
  it("opens an application from the Applications list on its own page, with the staff moves", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    const universityName = `Opening ${word} University`;
    const university = await createUniversity({
      name: universityName,
      country: "Norway",
      countryCode: "NO",
      degreeTypes: ["Master's"],
    });
    const counselor = await createLiveUser("counselor");
    const student = await createLiveUser("student", { firstName: "Ines", lastName: cap(word) });
    await assignLiveStudent(student, counselor);
    await signInAs(student);
    const application = await createApplication(
      {
        universityId: university.id,
        programName: "Marine Biology",
        degreeType: "Master's",
        intakeTerm: "fall",
        intakeYear: new Date().getUTCFullYear() + 1,
      },
      crypto.randomUUID(),
    );
    await transitionApplication({ id: application.id, body: { to: "submitted" } });

    await signInAs(counselor);
    const { router } = renderApp("/dashboard/team?section=applications");
    const row = await screen.findByRole("row", { name: `${universityName}, Ines ${cap(word)}` });
    const open = within(row).getByRole("link", {
      name: new RegExp(`^${universityName}\\s?: open the application of Ines ${cap(word)}$`),
    });
    expect(open.getAttribute("href")).toBe(`/applications/${application.id}`);
    await user.click(open);
    expect(await screen.findByRole("heading", { level: 1, name: universityName })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/applications/${application.id}`);
    expect(await screen.findByRole("button", { name: "Mark as Under Review" })).toBeTruthy();
  });
});
