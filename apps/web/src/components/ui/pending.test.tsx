import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { Button } from "./button";
import { Switch } from "./switch";

/** A form whose submit stays pending until the test ends it, as a form waiting for the server. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
      }}
    >
      <label>
        Name <input name="name" readOnly={pending} />
      </label>
      <Button type="submit" pending={pending}>
        {pending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}

/** The slow form on a browser that drops the focus from a disabled control, as Chromium does. */
function renderSlowForm() {
  dropFocusWhenDisabled();
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<SlowForm onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe("a pressed control whose action runs (pending)", () => {
  it("keeps the focus on the submit button, reads as disabled, and ignores a second press", async () => {
    const { user, onSubmit } = renderSlowForm();

    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    await user.keyboard("{Enter}");
    const saving = screen.getByRole("button", { name: "Saving..." });
    expect(saving.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(saving);

    await user.click(saving);
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps the focus in the field Enter was pressed in, and Enter there submits no second time", async () => {
    const { user, onSubmit } = renderSlowForm();

    const name = screen.getByRole("textbox", { name: "Name" });
    await user.type(name, "Ana{Enter}");
    expect(screen.getByRole("button", { name: "Saving..." }).getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(name);

    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps the focus on a switch while its change is saved, and does not toggle meanwhile", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function SavedSwitch() {
      const [checked, setChecked] = useState(false);
      const [pending, setPending] = useState(false);
      return (
        <Switch
          aria-label="Show the team sign-in"
          checked={checked}
          pending={pending}
          onCheckedChange={(next) => {
            changes.push(next);
            setChecked(next);
            setPending(true);
          }}
        />
      );
    }
    render(<SavedSwitch />);

    const toggle = screen.getByRole("switch", { name: "Show the team sign-in" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.keyboard(" ");
    expect(changes).toEqual([true]);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });
});
