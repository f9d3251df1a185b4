import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PasswordStrengthMeter } from "./password-strength-meter";

/** A password input with its meter, as the forms use it. */
function Field({ userInputs }: { userInputs?: string[] }) {
  const [password, setPassword] = useState("");
  return (
    <>
      <label htmlFor="pw">Password</label>
      <input id="pw" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrengthMeter password={password} userInputs={userInputs} />
    </>
  );
}

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]') as HTMLElement;

describe("PasswordStrengthMeter", () => {
  it("says nothing until something is typed, in a polite live region that is there from the start", () => {
    const { container } = render(<Field />);
    expect(liveRegion(container)).not.toBeNull();
    expect(liveRegion(container).textContent).toBe("");
  });

  it("says in words that a common password is weak and will be refused", async () => {
    const user = userEvent.setup();
    const { container } = render(<Field />);
    await user.type(screen.getByLabelText("Password"), "Password123");
    expect(
      await screen.findByText("Password strength: Weak. Too common or easy to guess: it will be refused."),
    ).toBeTruthy();
    expect(liveRegion(container).textContent).toMatch(/Weak/);
  });

  it("calls a long unusual password strong, with no refusal", async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByLabelText("Password"), "Unusual-Lantern-74");
    expect(await screen.findByText("Password strength: Strong.")).toBeTruthy();
  });

  it("updates as the password changes, and the bars are hidden from screen readers", async () => {
    const user = userEvent.setup();
    const { container } = render(<Field />);
    const input = screen.getByLabelText("Password");
    await user.type(input, "Qwerty1");
    await screen.findByText(/Very weak|Weak/);
    await user.clear(input);
    await user.type(input, "Unusual-Lantern-74");
    await screen.findByText("Password strength: Strong.");
    const bars = container.querySelector("[data-score]");
    expect(bars?.getAttribute("aria-hidden")).toBe("true");
    expect(bars?.getAttribute("data-score")).toBe("4");
  });
});
