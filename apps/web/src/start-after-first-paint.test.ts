import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The start script's text, run as the browser runs a classic script that reads its own tag.
import source from "./start-after-first-paint.js?raw";

function runStartScript() {
  const tag = document.createElement("script");
  tag.dataset.entry = "/assets/index-a.js";
  tag.dataset.modules = "/assets/react-b.js /assets/landing-c.js";
  document.head.append(tag);
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => tag });
  try {
    new Function(source)();
  } finally {
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => null });
  }
}

const started = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  ),
  modules: [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute("src"),
  ),
});

const happyDomSettings = () =>
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM
    .settings;

class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

describe("start-after-first-paint.js", () => {
  beforeEach(() => {
    document.head.replaceChildren();
    // The test document fetches no script; a module it is given counts as loaded, not as an error.
    happyDomSettings().handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    (window as unknown as { pageStart?: { takeHeldClick: () => unknown } }).pageStart?.takeHeldClick();
    vi.unstubAllGlobals();
    happyDomSettings().handleDisabledFileLoadingAsSuccess = false;
    document.head.replaceChildren();
  });

  it("starts the page's code at once where the browser reports no paint", () => {
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
    runStartScript();
    expect(started()).toEqual({
      preloads: ["/assets/react-b.js", "/assets/landing-c.js"],
      modules: ["/assets/index-a.js"],
    });
  });

  it("holds the last click on a button of the page until the code takes it, and leaves links alone", () => {
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: [] });
    document.body.innerHTML =
      '<div id="root"><button type="button">Book a Demo</button><button type="button">Watch Demo</button><a href="#about">About</a></div>';
    const reached: string[] = [];
    document.body.addEventListener("click", (event) =>
      reached.push((event.target as Element).textContent ?? ""),
    );
    runStartScript();
    const [book, watch] = document.querySelectorAll("button");
    const clickOn = (element: Element) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(clickOn(book as HTMLButtonElement)).toBe(true);
    expect(clickOn(watch as HTMLButtonElement)).toBe(true);
    expect(clickOn(document.querySelector("a") as HTMLAnchorElement)).toBe(false);
    expect(reached).toEqual(["About"]);

    const start = (window as unknown as { pageStart: { takeHeldClick: () => HTMLElement | null } }).pageStart;
    expect(start.takeHeldClick()).toBe(watch);
    // Once taken, clicks are the page's own again.
    expect(clickOn(book as HTMLButtonElement)).toBe(false);
    expect(reached).toEqual(["About", "Book a Demo"]);
    expect(start.takeHeldClick()).toBeNull();
  });

  it("waits for the first contentful paint, then starts the code once", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    runStartScript();
    const observer = FakePaintObserver.last as FakePaintObserver;
    observer.report("first-paint");
    expect(started()).toEqual({ preloads: [], modules: [] });

    observer.report("first-contentful-paint");
    expect(observer.disconnected).toBe(true);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(started()).toEqual({
      preloads: ["/assets/react-b.js", "/assets/landing-c.js"],
      modules: ["/assets/index-a.js"],
    });
  });
});
