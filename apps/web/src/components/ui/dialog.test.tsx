import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog, DialogContent } from "./dialog";

/** A dialog opened from code, as a row's "Edit" opens one: no Radix trigger. */
function RowAction({
  label,
  dialog,
}: {
  label: string;
  dialog: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {dialog(open, setOpen)}
    </>
  );
}

function EditRow() {
  return (
    <RowAction
      label="Edit"
      dialog={(open, setOpen) => (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Edit application">
            <input aria-label="Program" />
          </DialogContent>
        </Dialog>
      )}
    />
  );
}

function DeleteRow() {
  return (
    <RowAction
      label="Delete"
      dialog={(open, setOpen) => (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete this document?"
          description={`"${"x".repeat(240)}.pdf" will be deleted.`}
          confirmLabel="Delete document"
          onConfirm={() => undefined}
          destructive
        />
      )}
    />
  );
}

describe("dialogs opened from code", () => {
  it("give focus back to the button that opened them when they close", async () => {
    const user = userEvent.setup();
    render(<EditRow />);
    const edit = screen.getByRole("button", { name: "Edit" });
    await user.click(edit);
    expect(await screen.findByRole("dialog", { name: "Edit application" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(edit);
  });

  it("a confirmation gives focus back too, on Cancel", async () => {
    const user = userEvent.setup();
    render(<DeleteRow />);
    const remove = screen.getByRole("button", { name: "Delete" });
    await user.click(remove);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(remove);
  });
});
