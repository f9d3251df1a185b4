// @ts-check
// Starts a prerendered page's code once the page has painted (decision 060). The page is readable
// as HTML; its modules, fetched with it, would share a slow connection with the style sheet and
// the font and hold the first paint back. The prerender step (scripts/prerender.mjs) puts this
// file in place of the page's module script and preloads, naming them in data-entry and
// data-modules; it runs as a classic deferred script, so document.currentScript is this tag.
(() => {
  const tag = document.currentScript;
  if (!(tag instanceof HTMLScriptElement)) return;
  const entry = tag.dataset.entry ?? "";
  const modules = (tag.dataset.modules ?? "").split(" ").filter(Boolean);
  let started = false;

  /**
   * What happens before the code runs, kept for it (lib/page-start.ts reads it): the browser's
   * install offer, for the Install App button; and the last click on a button, given again once
   * the page is live, as it would have been answered (links work without the code: left alone).
   * @type {{ installOffer: Event | null, takeHeldClick: () => HTMLElement | null }}
   */
  const pageStart = { installOffer: null, takeHeldClick };
  Object.assign(window, { pageStart });
  addEventListener(
    "beforeinstallprompt",
    (event) => {
      event.preventDefault();
      pageStart.installOffer = event;
    },
    { once: true },
  );
  /** @type {HTMLElement | null} */
  let heldClick = null;
  /** @param {MouseEvent} event */
  const holdClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button?.closest("#root")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = button;
  };
  addEventListener("click", holdClick, true);
  function takeHeldClick() {
    removeEventListener("click", holdClick, true);
    const held = heldClick;
    heldClick = null;
    return held;
  }

  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.crossOrigin = "";
      preload.href = href;
      document.head.append(preload);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };

  // A page that cannot report its paint (a hidden tab paints nothing; an old browser has no paint
  // timing) starts at once, as a page without this script would.
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
  // Should the paint never be reported, the page still comes to life.
  setTimeout(start, 3000);
})();
