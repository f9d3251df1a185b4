import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyEnhancement } from "./lazy-enhancement";

const Plain = ({ label }: { label: string }) => <p>{label}</p>;

describe("lazyEnhancement", () => {
  it("renders the loaded component", async () => {
    const Loaded = lazyEnhancement(
      async () =>
        ({ label }: { label: string }) => <p>{label} with a hint</p>,
      Plain,
    );
    render(
      <Suspense>
        <Loaded label="Toggle theme" />
      </Suspense>,
    );
    expect(await screen.findByText("Toggle theme with a hint")).toBeTruthy();
  });

  it("renders the fallback with the same props when the chunk fails to load, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const Broken = lazyEnhancement<{ label: string }>(
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      Plain,
    );
    render(
      <Suspense>
        <Broken label="Toggle theme" />
      </Suspense>,
    );
    expect(await screen.findByText("Toggle theme")).toBeTruthy();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
