import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { UnavailablePage } from "./routes/shared/unavailable-page";

function Broken(): never {
  throw new Error("render failure");
}

function silenceConsoleErrors() {
  return vi.spyOn(console, "error").mockImplementation(() => {});
}

describe("route table", () => {
  it("shows the not-found page for an unknown path", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search universities" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("shows an honest placeholder for a page of a later issue", async () => {
    stubApi(signedInAs(testUsers.student));
    renderApp("/later", {
      children: [{ path: "later", Component: UnavailablePage, handle: { title: "Later" } }],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Later" })).toBeTruthy();
    expect(screen.getByText("This part of Meridian is not available yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("renders the public header and footer around pages", async () => {
    renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Universities", "/universities"],
      ["Community", "/community"],
      ["Plans", "/plans"],
      ["About", "/about"],
    ]) {
      expect(nav.querySelector(`a[href="${href}"]`)?.textContent).toBe(name);
    }
    expect(screen.getByRole("link", { name: "Skip to main content" }).getAttribute("href")).toBe(
      "#main-content",
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Meridian. All rights reserved.`)).toBeTruthy();
  });

  it("shows the crash screen when a page throws", async () => {
    silenceConsoleErrors();
    renderApp("/broken", { children: [{ path: "broken", Component: Broken }] });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("The application encountered an error. Please refresh the page.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeTruthy();
  });

  it("shows the crash screen when a page chunk fails to load", async () => {
    silenceConsoleErrors();
    renderApp("/lost", {
      children: [
        {
          path: "lost",
          lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });

  it("reloads the page from the crash screen", async () => {
    silenceConsoleErrors();
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    renderApp("/broken", { children: [{ path: "broken", Component: Broken }] });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Refresh Page" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
