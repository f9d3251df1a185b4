import { useSyncExternalStore } from "react";
import { pageStart } from "./page-start";

/** Chromium's install offer; not in the DOM typings because only Chromium fires it. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallState = "unavailable" | "available" | "installed";

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
let capturing = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function readState(): InstallState {
  if (installed) return "installed";
  return deferredPrompt ? "available" : "unavailable";
}

/** Starts listening for the browser's install offer; call once at startup. */
export function captureInstallPrompt(target: Window = window): void {
  // An offer made before this code ran, kept by a prerendered page's start script.
  const start = pageStart(target);
  if (start?.installOffer) {
    deferredPrompt = start.installOffer as BeforeInstallPromptEvent;
    start.installOffer = null;
  }
  if (capturing) return;
  capturing = true;
  installed =
    typeof target.matchMedia === "function" && target.matchMedia("(display-mode: standalone)").matches;
  target.addEventListener("beforeinstallprompt", (event) => {
    // Keep the offer for our own Install App button instead of the browser's mini-infobar.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener("appinstalled", () => {
    deferredPrompt = null;
    installed = true;
    notify();
  });
}

/** Forgets the browser's offer and the installed state (tests start each case as a new page). */
export function forgetInstallPrompt(): void {
  deferredPrompt = null;
  installed = false;
}

/** Shows the browser's install dialog; resolves true when the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = deferredPrompt;
  if (!offer) return false;
  // An offer can be used only once.
  deferredPrompt = null;
  notify();
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome === "accepted";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the prerendered pages show (decision 050): the build knows no browser. */
const prerenderedState = (): InstallState => "unavailable";

/**
 * Whether Meridian can be installed right now, or already is. While a prerendered page hydrates it
 * answers as the page was rendered, then the browser's state: the offer can arrive while the page's
 * scripts load, before hydration, and an installed app opens the same prerendered page.
 */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, readState, prerenderedState);
}
