import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { createLiveUser, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word nobody else's users carry keeps this
// file's students and counselors apart from other tests'.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

describe("/dashboard/admin/students on the real server", () => {
  it("assigns one student, moves both to another counselor at once, shows loads and history", async () => {
    const user = userEvent.setup();
    const [ana, ben] = [`Ana${word}`, `Ben${word}`];
    await createLiveUser("counselor", { firstName: ana });
    await createLiveUser("counselor", { firstName: ben });
    const [first, second] = [`Kai${word}`, `Lea${word}`];
    await createLiveUser("student", { firstName: first });
    await createLiveUser("student", { firstName: second });
    await signInAsNew("admin");

    renderApp("/dashboard/admin/students", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Students and counselors" });
    const table = screen.getByRole("region", { name: "Students and their counselors" });
    const loads = screen.getByRole("region", { name: "Counselors" });
    await user.type(within(table).getByLabelText("Search students"), word);
    const row = (name: string) => within(table).findByRole("row", { name: `${name} User` });
    expect(within(await row(first)).getByText("Unassigned")).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));

    // One student, from the row.
    await user.click(
      within(await row(first)).getByRole("button", { name: `Assign a counselor to ${first} User` }),
    );
    const dialog = await screen.findByRole("dialog", { name: `Counselor for ${first} User` });
    const picker = within(dialog).getByLabelText("Counselor");
    const anaOption = within(picker).getByRole("option", { name: new RegExp(`^${ana} User · 0 students`) });
    await user.selectOptions(picker, anaOption);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`${first} User is now with ${ana} User`)).toBeTruthy();
    await waitFor(() =>
      expect(within(loads).getByRole("row", { name: `${ana} User` }).textContent).toMatch(/1 student\b/),
    );
    await waitFor(() => expect(within(table).getAllByText(`${ana} User`).length).toBeGreaterThan(0));

    // Both, together, to the other counselor.
    await user.click(within(table).getByRole("checkbox", { name: "Select every student on this page" }));
    const bulk = within(table).getByRole("region", { name: "Assign the selected students" });
    await user.selectOptions(
      within(bulk).getByLabelText("Counselor for 2 selected students"),
      within(bulk).getByRole("option", { name: new RegExp(`^${ben} User`) }),
    );
    await user.click(within(bulk).getByRole("button", { name: "Assign 2" }));
    expect(await screen.findByText(`2 students assigned to ${ben} User`)).toBeTruthy();
    await waitFor(() => {
      expect(within(loads).getByRole("row", { name: `${ben} User` }).textContent).toMatch(/2 students/);
      expect(within(loads).getByRole("row", { name: `${ana} User` }).textContent).toMatch(/0 students/);
    });

    // The first student's history, newest first.
    await user.click(
      within(await row(first)).getByRole("button", { name: `Assignment history of ${first} User` }),
    );
    const history = await screen.findByRole("dialog", { name: `Assignment history of ${first} User` });
    const entries = await within(history).findAllByRole("listitem");
    expect(entries.map((entry) => entry.querySelector("p")?.textContent)).toEqual([
      `Assigned to ${ben} User (from ${ana} User)`,
      `Assigned to ${ana} User`,
    ]);
    await user.keyboard("{Escape}");

    // Nobody of this search is unassigned any more.
    await user.selectOptions(within(table).getByLabelText("Show"), "Unassigned only");
    expect(await within(table).findByText("No students match this search.")).toBeTruthy();
  });

  it("sets the cap per counselor, refuses one that is not a whole number, and removes it again", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    renderApp("/dashboard/admin/students", { queryClient: createQueryClient() });
    const rule = await screen.findByRole("region", { name: "Automatic assignment" });
    const cap = await within(rule).findByLabelText("Most students per counselor");
    await user.clear(cap);
    await user.type(cap, "2.5");
    await user.click(within(rule).getByRole("button", { name: "Save cap" }));
    expect(await within(rule).findByText("Enter a whole number")).toBeTruthy();
    expect(cap.getAttribute("aria-invalid")).toBe("true");

    await user.clear(cap);
    await user.type(cap, "40");
    await user.click(within(rule).getByRole("button", { name: "Save cap" }));
    expect(await screen.findByText("Cap set to 40 students per counselor")).toBeTruthy();
    const loads = screen.getByRole("region", { name: "Counselors" });
    await waitFor(() => expect(within(loads).getAllByText(/of 40$/).length).toBeGreaterThan(0));

    const emptied = await within(rule).findByLabelText("Most students per counselor");
    await user.clear(emptied);
    await user.click(within(rule).getByRole("button", { name: "Save cap" }));
    expect(await screen.findByText("No cap on students per counselor")).toBeTruthy();
  });
});
