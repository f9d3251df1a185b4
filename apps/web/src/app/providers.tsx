import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { SessionProvider } from "@/features/auth/components/session-provider";
import { ThemeProvider } from "@/lib/theme";
import { SessionRealtime } from "./session-realtime";

/** Everything a page may rely on: data cache, theme, session, realtime channel, tooltips and the toast outlet. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          <SessionRealtime>
            <TooltipProvider>
              {children}
              <Toaster />
            </TooltipProvider>
          </SessionRealtime>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
