import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PhoneInput } from "./phone-input";

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState("");
  return <PhoneInput value={value} onChange={setValue} error={error} />;
}

describe("PhoneInput", () => {
  it("shows unknown, invalid and valid states with live feedback tied to the input", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Phone");
    expect(input.dataset.state).toBe("unknown");
    expect(input.getAttribute("aria-invalid")).toBeNull();

    await user.type(input, "2079460958");
    expect(input.dataset.state).toBe("invalid");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const feedback = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(feedback?.textContent).toBe("Please include country code (e.g., +1, +44, +91)");

    await user.clear(input);
    await user.type(input, "+442079460958");
    expect(input.dataset.state).toBe("valid");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Phone number from United Kingdom")).toBeTruthy();
  });

  it("shows an error from a submit attempt instead of the live feedback", () => {
    render(<Harness error="Please enter a valid phone number with country code" />);
    const input = screen.getByLabelText("Phone");
    expect(input.dataset.state).toBe("invalid");
    expect(screen.getByText("Please enter a valid phone number with country code")).toBeTruthy();
  });
});
