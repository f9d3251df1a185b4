import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { Link, useNavigate } from "@/lib/router";
import { stubApi } from "@/test/api-stub";
import { renderApp } from "@/test/render";

/** A page whose chunk arrives when the test says so. */
function deferredPage() {
  let arrive: (page: { Component: ComponentType }) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ Component: ComponentType }>((resolve) => {
        arrive = resolve;
      }),
  );
  return { load, arrive: (page: { Component: ComponentType }) => arrive(page) };
}

function First() {
  return (
    <>
      <h1>First page</h1>
      <Link to="/second">To the second page</Link>
    </>
  );
}

function Second() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Second page</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe("AppRoutes", () => {
  it("keeps the page on screen with a progress bar while the next page's chunk loads", async () => {
    stubApi();
    const second = deferredPage();
    const { router } = renderApp("/first", {
      children: [
        { path: "first", Component: First, handle: { title: "First" } },
        { path: "second", lazy: second.load, handle: { title: "Second" } },
      ],
    });
    await userEvent.setup().click(await screen.findByRole("link", { name: "To the second page" }));

    // The address has changed; the page and its title are still the first one's until the chunk is here.
    expect(router.state.location.pathname).toBe("/second");
    expect(screen.getByRole("heading", { level: 1, name: "First page" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeTruthy();
    expect(document.title).toMatch(/^First/);
    expect(second.load).toHaveBeenCalledOnce();

    await act(async () => second.arrive({ Component: Second }));
    expect(await screen.findByRole("heading", { level: 1, name: "Second page" })).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "Loading page" })).toBeNull();
    expect(document.title).toMatch(/^Second/);
  });

  it("starts a new page at the top and returns to the place a step back left", async () => {
    stubApi();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp("/first", {
      children: [
        { path: "first", Component: First },
        { path: "second", Component: Second },
      ],
    });
    await screen.findByRole("heading", { name: "First page" });
    // The visitor scrolled down the first page.
    Object.defineProperty(window, "scrollY", { configurable: true, value: 640 });
    window.dispatchEvent(new Event("scroll"));
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

    scrollTo.mockClear();
    await user.click(screen.getByRole("link", { name: "To the second page" }));
    await screen.findByRole("heading", { name: "Second page" });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { name: "First page" });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
