import { storageKeys } from "@meridian/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "@/lib/theme";
import { ThemeToggle } from "./theme-toggle";

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe("ThemeToggle", () => {
  it("switches to dark and back, keeping the choice in storage", async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = screen.getByRole("button", { name: "Toggle theme" });
    expect(document.documentElement.classList.contains("dark")).toBe(false);

    await user.click(toggle);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(window.localStorage.getItem(storageKeys.theme)).toBe("dark");

    await user.click(toggle);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(window.localStorage.getItem(storageKeys.theme)).toBe("light");
  });

  it("starts from the stored choice", () => {
    window.localStorage.setItem(storageKeys.theme, "dark");
    renderToggle();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(screen.getByRole("button", { name: "Toggle theme" })).toBeTruthy();
  });
});
