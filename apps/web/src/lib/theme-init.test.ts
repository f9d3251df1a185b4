import { storageKeys, themeInitScript } from "@meridian/contract";
import { describe, expect, it, vi } from "vitest";

function runScript(prefersDark: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: prefersDark && query.includes("dark"), media: query }) as MediaQueryList,
  );
  new Function(themeInitScript)();
}

describe("the inline theme script", () => {
  it("reads the contract's storage key", () => {
    expect(themeInitScript).toContain(`"${storageKeys.theme}"`);
  });

  it("applies a saved dark theme before the app starts", () => {
    window.localStorage.setItem(storageKeys.theme, "dark");
    runScript(false);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("follows the system when nothing is saved", () => {
    runScript(true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("keeps light when light is saved, whatever the system says", () => {
    window.localStorage.setItem(storageKeys.theme, "light");
    runScript(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
