import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { openAddApplication, optionTexts } from "@/test/add-application";
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
    const dialog = await openAddApplication(user, name);
    const degree = within(dialog).getByLabelText("Degree type");
    expect(optionTexts(degree)).toEqual(["Master's", "PhD"]);
    await user.type(within(dialog).getByLabelText("Program"), "Data Science");
    await user.selectOptions(degree, "PhD");
    await user.selectOptions(within(dialog).getByLabelText("Intake term"), "spring");
    // Next year's: this year's spring may have started already.
    await user.selectOptions(
      within(dialog).getByLabelText("Intake year"),
      String(new Date().getFullYear() + 1),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // The same program and intake again: refused at the intake, nothing added.
    const again = await openAddApplication(user, name);
    await user.type(within(again).getByLabelText("Program"), "data science");
    await user.selectOptions(within(again).getByLabelText("Degree type"), "PhD");
    await user.selectOptions(within(again).getByLabelText("Intake term"), "spring");
    await user.selectOptions(
      within(again).getByLabelText("Intake year"),
      String(new Date().getFullYear() + 1),
    );
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

  describe("on the student's own clock", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("refuses an intake that has started and a deadline that has passed, and sends a later one", async () => {
      const user = userEvent.setup();
      await signInAsNew("admin");
      const name = `Harbourside ${word} College`;
      await createUniversity({ name, country: "Canada", countryCode: "CA", degreeTypes: ["Master's"] });
      await signInAsNew("student");
      // The browser's today: 15 February, years from now (the server keeps its own clock, which
      // that year's fall is still ahead of). Spring has started by then; summer and fall have not.
      const year = new Date().getFullYear() + 3;
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(year, 1, 15, 12) });

      renderApp(`/universities?search=${word}`);
      const dialog = await openAddApplication(user, name);
      await user.type(within(dialog).getByLabelText("Program"), "Marine Science");
      const intakeTerm = within(dialog).getByLabelText("Intake term");
      await user.selectOptions(intakeTerm, "spring");
      await user.selectOptions(within(dialog).getByLabelText("Intake year"), String(year));
      const deadline = within(dialog).getByLabelText(/Deadline/);
      await user.type(deadline, `${year}-02-01`);
      await user.click(within(dialog).getByRole("button", { name: "Add application" }));

      expect(
        await within(dialog).findByText(`Spring ${year} has already started: choose a later intake`),
      ).toBeTruthy();
      expect(within(dialog).getByText(/This deadline has passed/)).toBeTruthy();
      expect(intakeTerm.getAttribute("aria-invalid")).toBe("true");
      expect(deadline.getAttribute("aria-invalid")).toBe("true");

      await user.selectOptions(intakeTerm, "fall");
      await user.clear(deadline);
      await user.type(deadline, `${year}-05-15`);
      await user.click(within(dialog).getByRole("button", { name: "Add application" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(await screen.findByRole("button", { name: "View application" })).toBeTruthy();
    });
  });
});
