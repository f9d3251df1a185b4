import { type RefCallback, useCallback, useLayoutEffect, useRef } from "react";

/**
 * Where the keyboard focus goes when a single click changes the control that had it. A focused
 * element that is removed (a dismissed card, a form replaced by its result) or disabled leaves the
 * focus on the page's body in Chromium: a keyboard or screen-reader user who pressed it starts
 * again from the top, and hears nothing of what happened. A button that only waits for its answer
 * keeps the focus with `Button`'s `pending`; these move it on when the control itself goes.
 */

/** Whether the focus has fallen to the page: nothing on it holds it (the body, or nothing at all). */
export function focusFell(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** Whether the focus has fallen to the page or is still inside `container` (so moving it on steals nothing). */
export function focusFellOrWithin(container: Element | null): boolean {
  return focusFell() || (container?.contains(document.activeElement) ?? false);
}

/** Focuses `target` if the focus fell to the page; true when it moved. */
function focusIfFell(target: HTMLElement | null | undefined): boolean {
  if (!target || !focusFell()) return false;
  target.focus();
  return document.activeElement === target;
}

/**
 * A ref for an element that goes away after an action inside it (a card that is dismissed, a form
 * replaced by its result): if it holds the focus when it is removed, the focus goes to `target`
 * once the page has rendered without it. `target` is read then, so it may name something the same
 * render added (the card that took the removed one's place). Focus that had moved elsewhere, or a
 * removal while focus was outside, is left alone.
 */
export function useFocusAfterRemoval(target: () => HTMLElement | null | undefined): RefCallback<HTMLElement> {
  const latest = useRef(target);
  useLayoutEffect(() => {
    latest.current = target;
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    return () => {
      // React detaches a ref before it removes the element, so it still holds the focus here.
      if (!element.contains(document.activeElement)) return;
      // After the commit: the element is gone and what replaces it is on the page.
      queueMicrotask(() => focusIfFell(latest.current()));
    };
  }, []);
}

/**
 * The focusable heading of the card now at `index` of `list` (after a removal: the one that took
 * the removed card's place), else of the last; null when the list is gone or empty.
 */
export function cardHeadingAt(list: HTMLElement | null, index: number): HTMLElement | null {
  const items = list?.children;
  const item = items?.[Math.min(index, items.length - 1)];
  return item?.querySelector<HTMLElement>("h3[tabindex]") ?? null;
}
