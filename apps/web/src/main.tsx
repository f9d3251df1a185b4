import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "@/lib/router";
import { App } from "./app/app";
import { AppRoutes, loadMatchedRoutes } from "./app/app-routes";
import { installGlobalErrorHandlers } from "./app/global-error-handlers";
import { createAppRoutes } from "./app/router";
import { enableServicesShell, loadServices } from "./app/services-loader";
import { readAuthToken } from "./lib/auth-token";
import { SESSION_PATH, startEarlyRequest } from "./lib/early-request";
import { captureInstallPrompt } from "./lib/install-prompt";
import { replayHeldClick } from "./lib/page-start";
import "./styles.css";

installGlobalErrorHandlers();
// The browser may offer installation before the landing chunk has loaded; keep the offer.
captureInstallPrompt();

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

async function start(root: HTMLElement) {
  enableServicesShell();
  // A stored session means signed-in screens: their services and header load beside the first
  // page, and the session is asked for now, not once they have.
  const token = readAuthToken();
  const signedIn = token !== null;
  if (signedIn) startEarlyRequest(SESSION_PATH, token);
  const routes = createAppRoutes();
  // The first page is loaded before the first render: hydration renders the page itself. What
  // fails to load here is tried again where it is needed (AppRoutes shows the crash screen if the
  // page fails again); the page renders either way.
  await Promise.all([
    loadMatchedRoutes(routes, window.location).catch(() => undefined),
    signedIn ? loadServices().catch(() => undefined) : null,
    signedIn ? import("./app/layouts/signed-in-header").catch(() => undefined) : null,
  ]);
  const app = (
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  // A prerendered page (decision 050) is hydrated; the plain shell is rendered from scratch.
  // Not in a transition, though that would split hydration's long task (decision 055): a click
  // landing on a part already rendered but not yet committed would be lost.
  if (root.firstElementChild) {
    hydrateRoot(root, app);
    replayHeldClick();
  } else createRoot(root).render(app);
}

void start(container);
