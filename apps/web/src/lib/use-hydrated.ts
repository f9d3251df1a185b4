import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in a page
 * rendered in the browser from scratch. What only the browser knows (a stored session) waits for it,
 * so hydration sees exactly what the server rendered (decision 050).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
