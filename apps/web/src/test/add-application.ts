import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Opens "Add to my applications" from the catalogue card of the university `name` and answers the
 * dialog. The card's action waits for the session, which may answer after the catalogue.
 */
export async function openAddApplication(user: UserEvent, name: string): Promise<HTMLElement> {
  const card = await screen.findByRole("article", { name });
  await user.click(await within(card).findByRole("button", { name: `Add to my applications: ${name}` }));
  return screen.findByRole("dialog", { name: "Add to my applications" });
}

/** The options of a select as a reader sees them, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

/**
 * Presses Submit on an application's page whose required documents are not all there: the dialog
 * warns and offers to submit without them. Returns the dialog and the missing documents it names.
 */
export async function openSubmitWithMissing(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const dialog = await screen.findByRole("dialog", { name: "Submit this application?" });
  const warning = within(dialog).getByRole("status");
  expect(within(warning).getByText("Required documents are missing")).toBeTruthy();
  expect(within(dialog).queryByRole("button", { name: "Submit" })).toBeNull();
  const missing = within(warning)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
  return { dialog, missing };
}
