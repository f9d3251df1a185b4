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

  /**
   * What happens before the code runs, kept for it (lib/page-start.ts reads it): the browser's
   * install offer, for the Install App button; and the last click on a button, given again once
   * the page is live, as it would have been answered (links work without the code: left alone).
   * @type {import("./lib/page-start").PageStart}
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

  /** @type {PerformanceObserver | undefined} */
  let paintObserver;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    paintObserver?.disconnect();
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
    // Code that cannot load never takes the held click: buttons answer as plain HTML again.
    script.onerror = () => takeHeldClick();
    document.head.append(script);
  };

  // Whatever happens below, the page comes to life: at the latest after 3 s.
  setTimeout(start, 3000);
  // A page that cannot report its paint (a tab hidden from the start paints nothing; a browser
  // without paint timing) starts at once, as a page without this script would.
  if (
    document.visibilityState !== "visible" ||
    typeof PerformanceObserver !== "function" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    start();
    return;
  }
  try {
    paintObserver = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) start();
    });
    paintObserver.observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
})();
