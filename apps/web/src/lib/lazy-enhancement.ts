import { type ComponentType, lazy } from "react";

/**
 * A lazily loaded component that only adds to a page (a tooltip, a hint). When its chunk fails to
 * load (a deploy replaced it, the network dropped), `fallback` renders instead of the failure
 * reaching the crash screen: the page goes on without the enhancement. Parts a page needs fail
 * loudly instead (AppRoutes).
 */
export function lazyEnhancement<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ComponentType<Props>,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn("An optional part of the page failed to load; the page goes on without it.", error);
        return { default: fallback };
      },
    ),
  );
}
