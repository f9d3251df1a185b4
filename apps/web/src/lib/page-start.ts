/**
 * What a prerendered page's start script (src/start-after-first-paint.js, decision 060) kept
 * before the page's code ran.
 */
export interface PageStart {
  /** The browser's install offer, made before the code could listen for it. */
  installOffer: Event | null;
  /** The last button the visitor clicked before the code ran; stops holding clicks. */
  takeHeldClick: () => HTMLElement | null;
}

export function pageStart(target: Window = window): PageStart | undefined {
  return (target as { pageStart?: PageStart }).pageStart;
}

/**
 * Gives again the click the visitor made on the painted page before its code ran. Called right
 * after hydration starts: React hydrates the part clicked at once and then runs its handler.
 */
export function replayHeldClick(): void {
  const held = pageStart()?.takeHeldClick();
  if (held?.isConnected) held.click();
}
