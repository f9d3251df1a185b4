import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

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
