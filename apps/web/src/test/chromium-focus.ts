import { onTestFinished } from "vitest";

/**
 * Makes happy-dom drop the focus as Chromium does when the focused element becomes disabled: to
 * the page's body (the HTML "focus fixup rule"). happy-dom leaves it on the disabled element (and
 * its blur() ignores a disabled one), so without this a test would pass while a keyboard user of
 * the real browser loses their place. For the current test only.
 */
export function dropFocusWhenDisabled(): void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement && "disabled" in active && active.disabled === true)) return;
    // Focus passes to a stand-in that is then removed: the focus is left on the body.
    const standIn = document.createElement("span");
    standIn.tabIndex = -1;
    document.body.append(standIn);
    standIn.focus();
    standIn.remove();
  });
  observer.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
  onTestFinished(() => observer.disconnect());
}
