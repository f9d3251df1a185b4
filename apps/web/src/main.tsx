import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installGlobalErrorHandlers } from "./app/global-error-handlers";
import { createAppRouter } from "./app/router";
import { captureInstallPrompt } from "./lib/install-prompt";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

installGlobalErrorHandlers();
// The browser may offer installation before the landing chunk has loaded; keep the offer.
captureInstallPrompt();

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} queryClient={createQueryClient()} />
  </StrictMode>,
);
