import type { ReactNode } from "react";
import { AppErrorBoundary } from "./app-error-boundary";
import { ShellProviders } from "./shell-providers";

/** The root component: error boundary, providers, and the router given (browser, or static when prerendering). */
export function App({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ShellProviders>{children}</ShellProviders>
    </AppErrorBoundary>
  );
}
