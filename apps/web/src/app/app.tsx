import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { AppErrorBoundary } from "./app-error-boundary";
import { AppProviders } from "./providers";
import type { createAppRouter } from "./router";

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

/** The root component: error boundary, providers, router. */
export function App({ router, queryClient }: AppProps) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
