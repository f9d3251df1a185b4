import { cleanup } from "@testing-library/react";
import { forgetTooltipSkip } from "@/components/ui/tooltip-skip";
import { clearCsrfToken } from "@/lib/api-client";
import { forgetEarlyRequests } from "@/lib/early-request";
import { forgetInstallPrompt } from "@/lib/install-prompt";
import { forgetPublicData } from "@/lib/use-public-data";
import { forgetToasts } from "@/lib/use-toast";

/**
 * Leaves the document as a new page load finds it, after each test. Files share one document
 * (isolate: false), so what one test leaves behind would otherwise meet the next file's tests.
 */
export function resetDocument(): void {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // The toast store lives in module memory: a toast raised at the end of one file would be
  // announced again by the next file's first render.
  forgetToasts();
  // What a library put in the body outside the rendered tree.
  document.body.replaceChildren();
  // The CSRF token lives in module memory; each test starts without one (and signs in afresh).
  clearCsrfToken();
  // So do the public pages' answers (site facts, featured universities): a new load asks again.
  forgetPublicData();
  // And the browser's install offer, and whether a tooltip just closed.
  forgetInstallPrompt();
  forgetTooltipSkip();
  forgetEarlyRequests();
  window.localStorage.clear();
  // The tab's storage too (the notification sequence seen, the scroll positions kept).
  window.sessionStorage.clear();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
}
