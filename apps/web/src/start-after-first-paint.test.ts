import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replayHeldClick } from "./lib/page-start";
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
const notStarted = { preloads: [], modules: [] };
const startedWithAll = {
  preloads: ["/assets/react-b.js", "/assets/landing-c.js"],
  modules: ["/assets/index-a.js"],
};

/** Clicks like a visitor; true when something took the click's default action away. */
function clickOn(element: Element): boolean {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

const happyDomSettings = () =>
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM
    .settings;
const noPaintTiming = { supportedEntryTypes: ["resource"] };

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
    vi.useFakeTimers();
    document.head.replaceChildren();
    // The test document fetches no script; a module it is given counts as loaded, not as an error.
    happyDomSettings().handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    // What a run of the script leaves on the page: its hold on clicks, its timer, its global.
    const page = window as unknown as { pageStart?: { takeHeldClick: () => unknown } };
    page.pageStart?.takeHeldClick();
    delete page.pageStart;
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    happyDomSettings().handleDisabledFileLoadingAsSuccess = false;
    document.head.replaceChildren();
  });

  it("starts the page's code at once where the browser reports no paint", () => {
    vi.stubGlobal("PerformanceObserver", noPaintTiming);
    runStartScript();
    expect(started()).toEqual(startedWithAll);
  });

  it("waits for the first contentful paint, then starts the code once", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    runStartScript();
    const observer = FakePaintObserver.last as FakePaintObserver;
    observer.report("first-paint");
    expect(started()).toEqual(notStarted);

    observer.report("first-contentful-paint");
    expect(observer.disconnected).toBe(true);
    vi.runOnlyPendingTimers();
    expect(started()).toEqual(startedWithAll);
  });

  it("starts after 3 s when no paint is reported", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    runStartScript();
    vi.advanceTimersByTime(2_999);
    expect(started()).toEqual(notStarted);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(startedWithAll);
  });

  it("holds the last click on a button of the page until the code takes it, and leaves links alone", () => {
    vi.stubGlobal("PerformanceObserver", noPaintTiming);
    document.body.innerHTML =
      '<div id="root"><button type="button">Book a Demo</button><button type="button">Watch Demo</button><a href="#about">About</a></div>';
    const reached: string[] = [];
    document.body.addEventListener("click", (event) =>
      reached.push((event.target as Element).textContent ?? ""),
    );
    runStartScript();
    const [book, watch] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
    expect(clickOn(book)).toBe(true);
    expect(clickOn(watch)).toBe(true);
    expect(clickOn(document.querySelector("a") as HTMLAnchorElement)).toBe(false);
    expect(reached).toEqual(["About"]);

    // The app gives the held click again once hydration has started (main.tsx).
    replayHeldClick();
    expect(reached).toEqual(["About", "Watch Demo"]);
    // Clicks are the page's own again.
    expect(clickOn(book)).toBe(false);
    expect(reached).toEqual(["About", "Watch Demo", "Book a Demo"]);
  });

  it("lets buttons answer as plain HTML again when the code cannot load", () => {
    vi.stubGlobal("PerformanceObserver", noPaintTiming);
    document.body.innerHTML = '<div id="root"><button type="button">Search</button></div>';
    runStartScript();
    const button = document.querySelector("button") as HTMLButtonElement;
    expect(clickOn(button)).toBe(true);
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event("error"));
    expect(clickOn(button)).toBe(false);
  });
});
