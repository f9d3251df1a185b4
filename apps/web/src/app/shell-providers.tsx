import { QueryClientContext } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { type Session, SessionContext } from "@/features/auth/hooks/use-session";
import { RealtimeContext, type RealtimeValue } from "@/lib/realtime/realtime-context";
import { ThemeProvider } from "@/lib/theme";
import type { ServiceValues } from "./services";
import {
  isToasterWanted,
  loadedServices,
  loadServices,
  markShellRendered,
  type Services,
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

/** No channel: a guest's, and the signed-in user's until the services are here. */
const offline: RealtimeValue = { state: "disconnected", client: null };

function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribeServices, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

/** While the services' first values are on their way (one render): the session is being checked. */
const checkingSession: Session = { ...guestSession, isLoading: true };

/**
 * Provides the data cache, session and realtime channel, whichever state the services are in. The
 * providers are the same elements before and after the services load, only their values change: a
 * page on screen, its focus and its state stay as they are.
 */
function ServicesHost({ services, children }: { services: Services | null; children: ReactNode }) {
  const [values, setValues] = useState<ServiceValues | null>(null);
  const published = values !== null;
  useLayoutEffect(() => markShellRendered(published), [published]);
  return (
    <QueryClientContext.Provider value={services?.appQueryClient}>
      {services ? <services.ServicesSource publish={setValues} /> : null}
      <SessionContext.Provider value={values?.session ?? (services ? checkingSession : guestSession)}>
        <RealtimeContext.Provider value={values?.realtime ?? offline}>{children}</RealtimeContext.Provider>
      </SessionContext.Provider>
    </QueryClientContext.Provider>
  );
}

/**
 * What every page may rely on: the theme at once; the data cache, session and realtime channel
 * once loaded (decision 050). Until then a guest's session is given, so the landing page renders,
 * and hydrates, without them.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const services = useSyncExternalStore(subscribeServices, loadedServices, loadedServices);
  return (
    <ThemeProvider>
      <ServicesHost services={services}>{children}</ServicesHost>
      <ToasterSlot />
    </ThemeProvider>
  );
}
