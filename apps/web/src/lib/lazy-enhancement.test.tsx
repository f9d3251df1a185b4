import { render, screen } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyEnhancement } from "./lazy-enhancement";

const Plain = ({ label }: { label: string }) => <p>{label}</p>;
const renderLazy = (Component: ComponentType<{ label: string }>) =>
  render(
    <Suspense>
      <Component label="Toggle theme" />
    </Suspense>,
  );

describe("lazyEnhancement", () => {
  it("renders the loaded component", async () => {
    const Loaded = lazyEnhancement(
      async () =>
        ({ label }: { label: string }) => <p>{label} with a hint</p>,
      Plain,
    );
    renderLazy(Loaded);
    expect(await screen.findByText("Toggle theme with a hint")).toBeTruthy();
  });

  it("renders the fallback with the same props when the chunk fails to load, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const Broken = lazyEnhancement<{ label: string }>(
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      Plain,
    );
    renderLazy(Broken);
    expect(await screen.findByText("Toggle theme")).toBeTruthy();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
