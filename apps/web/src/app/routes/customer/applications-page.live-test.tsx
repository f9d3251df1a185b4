import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word no real university has keeps this file's
// universities apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

describe("/applications on the real server", () => {
  it("starts empty, adds a university from the catalogue, refuses it twice, lists it, and deletes it", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    const name = `Lakeside ${word} Institute`;
    await createUniversity({
      name,
      country: "Canada",
      countryCode: "CA",
      city: "Kingston",
      degreeTypes: ["Master's", "PhD"],
    });

    await signInAsNew("student");
    const empty = renderApp("/applications");
    const start = await screen.findByRole("link", { name: "Create First Application" });
    expect(start.getAttribute("href")).toBe("/universities");
    empty.unmount();

    // From the catalogue: the university's own degree types, and a draft on the server.
    const search = renderApp(`/universities?search=${word}`);
    const card = await screen.findByRole("article", { name });
    await user.click(within(card).getByRole("button", { name: `Add to my applications: ${name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Add to my applications" });
    const degree = within(dialog).getByLabelText("Degree type");
    expect(
      within(degree)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Master's", "PhD"]);
    await user.type(within(dialog).getByLabelText("Program"), "Data Science");
    await user.selectOptions(degree, "PhD");
    await user.selectOptions(within(dialog).getByLabelText("Intake term"), "spring");
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // The same program and intake again: refused at the intake, nothing added.
    await user.click(within(card).getByRole("button", { name: `Add to my applications: ${name}` }));
    const again = await screen.findByRole("dialog", { name: "Add to my applications" });
    await user.type(within(again).getByLabelText("Program"), "data science");
    await user.selectOptions(within(again).getByLabelText("Degree type"), "PhD");
    await user.selectOptions(within(again).getByLabelText("Intake term"), "spring");
    await user.click(within(again).getByRole("button", { name: "Add application" }));
    expect(
      await within(again).findByText(/You already have an application for this program and intake/),
    ).toBeTruthy();
    const year = within(again).getByLabelText("Intake year");
    expect(year.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(year);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    search.unmount();

    // A fresh page reads the server's list.
    renderApp("/applications");
    const listed = within(await screen.findByRole("article", { name }));
    expect(listed.getByText("Data Science · PhD")).toBeTruthy();
    expect(listed.getByText("Draft")).toBeTruthy();
    expect(listed.getByText(/^Spring \d{4}$/)).toBeTruthy();
    expect(listed.getByText("No deadline set")).toBeTruthy();
    const tile = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(tile("Total")).toBe("1");
    expect(tile("Success Rate")).toContain("No decision yet");
    expect(screen.getByRole("tab", { name: "Draft (1)" })).toBeTruthy();

    await user.click(listed.getByRole("button", { name: `Delete: ${name}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("link", { name: "Create First Application" })).toBeTruthy();
  });
});
