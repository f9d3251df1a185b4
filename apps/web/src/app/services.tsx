import { useEffect, useLayoutEffect } from "react";
import { useSessionValue } from "@/features/auth/components/session-provider";
import type { Session } from "@/features/auth/hooks/use-session";
import { appQueryClient } from "@/lib/app-query-client";
import type { RealtimeValue } from "@/lib/realtime/realtime-context";
import { useSessionRealtime } from "./session-realtime";

/** The data cache the shell provides once the services have loaded. */
export { appQueryClient };

/** What the services give the app shell to provide to every page. */
export interface ServiceValues {
  session: Session;
  realtime: RealtimeValue;
}

/**
 * The services of signed-in pages and pages that fetch data: the session and the realtime channel,
 * on top of the data cache (TanStack Query). Loaded on demand (decision 050): the landing page does
 * without. Rendered beside the pages, not around them, and handing its values up to the shell's
 * providers: wrapping the pages in new providers would mount the whole app again once loaded.
 */
export function ServicesSource({ publish }: { publish: (values: ServiceValues) => void }) {
  // What QueryClientProvider does besides providing: the cache listens for focus and going online.
  useEffect(() => {
    appQueryClient.mount();
    return () => appQueryClient.unmount();
  }, []);
  const session = useSessionValue();
  const realtime = useSessionRealtime(session);
  // Before paint: the pages never draw with the session still unknown once the services are here.
  useLayoutEffect(() => publish({ session, realtime }), [publish, session, realtime]);
  return null;
}
