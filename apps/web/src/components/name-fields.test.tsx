import { render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { NameFields } from "./name-fields";

const twoLines =
  "First name can only use letters, spaces, hyphens and apostrophes, and must be 50 characters or fewer";

function Names({ firstNameError }: { firstNameError?: string }) {
  const form = useForm({ defaultValues: { firstName: "", lastName: "" } });
  return (
    <NameFields
      firstName={{ ...form.register("firstName"), error: firstNameError }}
      lastName={{ ...form.register("lastName"), error: undefined }}
    />
  );
}

/** The nearest element holding both fields: the two-column row. */
function rowOf(a: HTMLElement, b: HTMLElement): HTMLElement {
  let row = a.parentElement;
  while (row && !row.contains(b)) row = row.parentElement;
  if (!row) throw new Error("the fields share no row");
  return row;
}

describe("NameFields", () => {
  it("keeps the last name level when the first name shows a long error: the row aligns at the top", () => {
    render(<Names firstNameError={twoLines} />);
    const first = screen.getByLabelText("First name");
    const last = screen.getByLabelText("Last name");
    expect(screen.getByText(twoLines)).toBeTruthy();
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(last.getAttribute("aria-invalid")).toBeNull();
    // Stretched to the row's height, the last name's field would spread its label and box apart
    // (no layout here to measure it, so the row's alignment is what is checked).
    const classes = (rowOf(first, last).getAttribute("class") ?? "").split(" ");
    expect(classes).toContain("sm:grid-cols-2");
    expect(classes).toContain("items-start");
  });
});
