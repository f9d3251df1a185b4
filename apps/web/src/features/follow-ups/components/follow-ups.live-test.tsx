import { followUpEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "@/lib/call-endpoint";
import { assignLiveStudent, createLiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";
import { DueFollowUps } from "./due-follow-ups";
import { FollowUpSection } from "./follow-up-section";
import { ScheduleMeetingDialog } from "./schedule-meeting-dialog";

// Against the real server: see src/test/live.ts. The team pages place these components; here
// they are rendered alone under the app's real root and providers.

/** A counselor signed in, with a new student of theirs. */
async function counselorWithStudent(firstName: string) {
  const counselor = await signInAsNew("counselor");
  const student = await createLiveUser("student", { firstName });
  const profileId = await assignLiveStudent(student, counselor);
  return { counselor, student, profileId };
}

const addNote = (profileId: string, body: Record<string, unknown>) =>
  callEndpoint(followUpEndpoints.create, {
    params: { studentId: profileId },
    body: { category: "lead", priority: "medium", content: "Details", title: "Note", ...body } as never,
  });

/**
 * axe-core's rules on the rendered DOM (happy-dom has no layout, so colour contrast is left to
 * the end-to-end journey of the page that places these components). With a dialog open, only the
 * dialog is checked: the page behind it is hidden from screen readers while the dialog holds focus.
 */
async function axeViolations(context: Element = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    rules: { "color-contrast": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

function renderAt(element: React.ReactNode) {
  return renderApp("/follow-ups", { children: [{ path: "follow-ups", element }] });
}

describe("FollowUpSection on the real server", () => {
  it("adds, searches, edits, completes and reopens notes in their categories", async () => {
    const user = userEvent.setup();
    const { profileId } = await counselorWithStudent("Nia");
    await addNote(profileId, {
      category: "loan",
      title: "Bank letter",
      content: "Ask the bank for a letter",
    });
    renderAt(<FollowUpSection studentProfileId={profileId} />);

    expect(await screen.findByRole("heading", { name: "Follow-up Management" })).toBeTruthy();
    const loan = within(await screen.findByRole("region", { name: /Loan follow-up/ }));
    expect(await loan.findByText("Bank letter")).toBeTruthy();
    expect(loan.getByText("1 note")).toBeTruthy();
    expect(screen.getByText("No lead follow-up notes yet")).toBeTruthy();
    expect(screen.getByText("No application follow-up notes yet")).toBeTruthy();
    expect(screen.getByText("No visa follow-up notes yet")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    // Add a visa note through the dialog; a missing title is caught before anything is sent.
    await user.click(screen.getByRole("button", { name: "Add visa follow-up note" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add follow-up note" }));
    // The form opens in the category it was added from.
    await waitFor(() => expect((dialog.getByLabelText("Category") as HTMLSelectElement).value).toBe("visa"));
    await user.click(dialog.getByRole("button", { name: "Add note" }));
    const title = dialog.getByLabelText("Title");
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(title);
    await user.type(title, "Biometrics appointment");
    await user.selectOptions(dialog.getByLabelText("Priority"), "Urgent");
    await user.type(dialog.getByLabelText("Note"), "Bring the passport");
    await user.type(dialog.getByLabelText(/Due date/), "2030-03-04");
    await user.type(dialog.getByLabelText(/Due time/), "14:30");
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Follow-up note added successfully")).toBeTruthy();
    const visa = within(screen.getByRole("region", { name: /Visa follow-up/ }));
    expect(await visa.findByText("Biometrics appointment")).toBeTruthy();
    expect(visa.getByText("Urgent priority")).toBeTruthy();
    expect(visa.getByText("Bring the passport")).toBeTruthy();
    expect(visa.getByText(/Due Mar 4, 2030, 2:30\sPM/)).toBeTruthy();

    // The search asks the server: only the matching note stays.
    await user.type(screen.getByLabelText("Search follow-up notes"), "BANK");
    await waitFor(() => expect(visa.queryByText("Biometrics appointment")).toBeNull());
    expect(await screen.findByText("No visa follow-up notes match your search")).toBeTruthy();
    expect(loan.getByText("Bank letter")).toBeTruthy();
    await user.clear(screen.getByLabelText("Search follow-up notes"));
    expect(await visa.findByText("Biometrics appointment")).toBeTruthy();

    // Edit, then complete and reopen.
    await user.click(visa.getByRole("button", { name: 'Edit "Biometrics appointment"' }));
    const edit = within(await screen.findByRole("dialog", { name: "Edit follow-up note" }));
    await user.clear(edit.getByLabelText("Title"));
    await user.type(edit.getByLabelText("Title"), "Biometrics booked");
    await user.click(edit.getByRole("button", { name: "Save changes" }));
    expect(await visa.findByText("Biometrics booked")).toBeTruthy();
    await user.click(visa.getByRole("button", { name: 'Complete "Biometrics booked"' }));
    expect(await visa.findByText(/^Completed /)).toBeTruthy();
    await user.click(visa.getByRole("button", { name: 'Reopen "Biometrics booked"' }));
    expect(await visa.findByRole("button", { name: 'Complete "Biometrics booked"' })).toBeTruthy();
  });

  it("refuses a due time without a date at the date field", async () => {
    const user = userEvent.setup();
    const { profileId } = await counselorWithStudent("Ola");
    renderAt(<FollowUpSection studentProfileId={profileId} />);
    await user.click(await screen.findByRole("button", { name: "Add note" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add follow-up note" }));
    await user.type(dialog.getByLabelText("Title"), "Call");
    await user.type(dialog.getByLabelText("Note"), "x");
    await user.type(dialog.getByLabelText(/Due time/), "10:00");
    await user.click(dialog.getByRole("button", { name: "Add note" }));
    expect(await dialog.findByText("Choose a date for this time")).toBeTruthy();
  });
});

describe("DueFollowUps on the real server", () => {
  it("lists the counselor's due and overdue notes with a link to the student", async () => {
    const { profileId } = await counselorWithStudent("Ravi");
    await addNote(profileId, {
      title: "Overdue call",
      dueAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await addNote(profileId, {
      title: "Next month",
      dueAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const { queryClient } = renderAt(<DueFollowUps />);
    expect(await screen.findByText("Overdue call")).toBeTruthy();
    expect(screen.queryByText("Next month")).toBeNull();
    expect(screen.getByText("Overdue")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Ravi User" });
    expect(link.getAttribute("href")).toBe(`/dashboard/team/student/${profileId}?section=follow-up`);
    expect(await axeViolations()).toEqual([]);
    // The page's other calls (the header's) end before the test does, so none is cut off.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it("says when nothing is due", async () => {
    await signInAsNew("counselor");
    renderAt(<DueFollowUps />);
    expect(await screen.findByText("Nothing due: no follow-up falls due in the next 24 hours.")).toBeTruthy();
  });
});

function MeetingHarness({ profileId }: { profileId: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ScheduleMeetingDialog
        studentProfileId={profileId}
        studentName="Zoe User"
        open={open}
        onOpenChange={setOpen}
      />
      <FollowUpSection studentProfileId={profileId} />
    </>
  );
}

describe("ScheduleMeetingDialog on the real server", () => {
  it("schedules a meeting: a dated follow-up appears and the dialog closes", async () => {
    const user = userEvent.setup();
    const { profileId } = await counselorWithStudent("Zoe");
    renderAt(<MeetingHarness profileId={profileId} />);
    const dialog = within(await screen.findByRole("dialog", { name: "Schedule meeting" }));
    await user.click(dialog.getByRole("button", { name: "Schedule meeting" }));
    expect(await dialog.findByText("Choose a date")).toBeTruthy();
    expect(dialog.getByText("Choose a time")).toBeTruthy();
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
    await user.type(dialog.getByLabelText("Date"), "2000-01-01");
    await user.type(dialog.getByLabelText("Time"), "10:00");
    await user.click(dialog.getByRole("button", { name: "Schedule meeting" }));
    // The server refuses a time in the past, at the date field.
    expect(await dialog.findByText("Choose a meeting time in the future")).toBeTruthy();
    const next = new Date(Date.now() + 7 * 86_400_000);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-${String(next.getDate()).padStart(2, "0")}`;
    await user.clear(dialog.getByLabelText("Date"));
    await user.type(dialog.getByLabelText("Date"), day);
    await user.type(dialog.getByLabelText(/Note/), "Talk about the visa interview");
    await user.click(dialog.getByRole("button", { name: "Schedule meeting" }));
    expect(await screen.findByText("Meeting scheduled")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const lead = within(screen.getByRole("region", { name: /Lead follow-up/ }));
    expect(await lead.findByText("Meeting with Zoe User")).toBeTruthy();
    expect(lead.getByText("Talk about the visa interview")).toBeTruthy();
  });
  it("shows the meeting's time in the viewer's time zone, named: the counselor's due time and the student's notification", async () => {
    // A zone far from UTC, with no summer time: 10:00 there is 01:00 UTC.
    const machineZone = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      expect(new Date("2026-01-01T10:00").toISOString()).toBe("2026-01-01T01:00:00.000Z");
      const user = userEvent.setup();
      const { student, profileId } = await counselorWithStudent("Zoe");
      const view = renderAt(<MeetingHarness profileId={profileId} />);
      const dialog = within(await screen.findByRole("dialog", { name: "Schedule meeting" }));
      const next = new Date(Date.now() + 7 * 86_400_000);
      const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-${String(next.getDate()).padStart(2, "0")}`;
      const dayWords = new Intl.DateTimeFormat("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
      }).format(next);
      await user.type(dialog.getByLabelText("Date"), day);
      await user.type(dialog.getByLabelText("Time"), "10:00");
      await user.click(dialog.getByRole("button", { name: "Schedule meeting" }));
      const shown = `${dayWords}, 10:00 AM (Asia/Tokyo)`;
      expect(await screen.findByText(`Zoe User was notified: ${shown}.`)).toBeTruthy();
      const lead = within(screen.getByRole("region", { name: /Lead follow-up/ }));
      expect(await lead.findByText(`Due ${shown}`)).toBeTruthy();
      expect(lead.getByText(`Meeting on ${shown}.`)).toBeTruthy();
      view.unmount();

      await signInAs(student);
      renderApp("/notifications");
      expect(
        await screen.findByText(`Your counselor scheduled a meeting with you on ${shown}.`),
      ).toBeTruthy();
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
});
