import { lazy, type ReactNode, Suspense, useLayoutEffect, useSyncExternalStore } from "react";
import { type Session, SessionContext } from "@/features/auth/hooks/use-session";
import { ThemeProvider } from "@/lib/theme";
import {
  isToasterWanted,
  loadedServices,
  loadServices,
  markShellRendered,
  subscribeServices,
} from "./services-loader";

const LazyToaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

async function needsServices(): Promise<never> {
  await loadServices();
  throw new Error("The session is not loaded on this page yet.");
}

/** The session of a guest on a page that runs without the services (the landing page). */
const guestSession: Session = {
  user: null,
  isLoading: false,
  login: needsServices,
  logout: async () => undefined,
  refresh: async () => null,
};

function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribeServices, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

/**
 * What every page may rely on: the theme at once; the data cache, session, realtime channel and
 * tooltips once loaded (decision 050). Until then a guest's session is given, so the landing page
 * renders, and hydrates, without them. The tree keeps one shape in both states (one child, then the
 * toast slot), so ids generated during hydration match the prerendered HTML.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const services = useSyncExternalStore(subscribeServices, loadedServices, loadedServices);
  useLayoutEffect(() => markShellRendered(services !== null), [services]);
  return (
    <ThemeProvider>
      {services ? (
        <services.AppServices>{children}</services.AppServices>
      ) : (
        <SessionContext.Provider value={guestSession}>{children}</SessionContext.Provider>
      )}
      <ToasterSlot />
    </ThemeProvider>
  );
}
