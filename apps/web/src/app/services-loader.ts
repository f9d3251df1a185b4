import type * as ServicesModule from "./services";

/** The lazily loaded services: data cache, session and realtime channel (decision 050). */
export type Services = typeof ServicesModule;

let loading: Promise<Services> | null = null;
let loaded: Services | null = null;
/** A form that toasts asked for the toast outlet before the services loaded. */
let toasterAsked = false;
let shellInUse = false;
let shellRendered = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Loads the services chunk once; every caller shares the same load. */
export function loadServices(): Promise<Services> {
  loading ??= import("./services").then((module) => {
    loaded = module;
    notify();
    return module;
  });
  return loading;
}

/** The services once loaded, else null. */
export function loadedServices(): Services | null {
  return loaded;
}

/** Whether the toast outlet is needed yet: once the services or a form that toasts has loaded. */
export function isToasterWanted(): boolean {
  return loaded !== null || toasterAsked;
}

/** Asks for the toast outlet (a lazily loaded form that confirms with a toast). */
export function wantToaster(): void {
  if (isToasterWanted()) return;
  toasterAsked = true;
  notify();
}

/** Subscribes to the loading of the services and the toast outlet. */
export function subscribeServices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called before the app starts (main.tsx): pages then wait for the services the shell mounts. */
export function enableServicesShell(): void {
  shellInUse = true;
}

/** Called by the app shell: after its first commit, pages wait for it to have mounted the services. */
export function markShellRendered(withServices: boolean): void {
  shellRendered = true;
  if (withServices) markMounted();
}

/**
 * Resolves once a page that needs the services can render: they are loaded and, when the app shell
 * is on screen, mounted above the router (before its first render, loading them is enough). Without
 * the shell (tests give their own providers) there is nothing to wait for.
 */
export async function ensureServices(): Promise<void> {
  if (!shellInUse) return;
  await loadServices();
  if (shellRendered) await mounted;
}
