import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { SessionProvider } from "@/features/auth/components/session-provider";
import { ThemeProvider } from "@/lib/theme";
import { SessionRealtime } from "./session-realtime";

/**
 * Everything a page may rely on: data cache, theme, session, realtime channel and the toast outlet.
 * No tooltip provider, as in the app shell: a test fails if a tooltip needs one.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          <SessionRealtime>
            {children}
            <Toaster />
          </SessionRealtime>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
