import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { SessionProvider } from "@/features/auth/components/session-provider";
import { appQueryClient } from "@/lib/app-query-client";
import { SessionRealtime } from "./session-realtime";

/**
 * The services of signed-in pages and pages that fetch data: the data cache (TanStack Query), the
 * session and the realtime channel. Loaded on demand (decision 050): the landing page does without.
 */
export function AppServices({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionProvider>
        <SessionRealtime>
          <TooltipProvider>{children}</TooltipProvider>
        </SessionRealtime>
      </SessionProvider>
    </QueryClientProvider>
  );
}
