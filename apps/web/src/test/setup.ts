import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { FakeWebSocket } from "./fake-web-socket";

// A signed-in render opens the realtime channel; it must never dial a real server from a test.
beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  // Nor the API: a test that calls it without `stubApi` sees the call fail, as offline.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch (no stubApi in this test)")));
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The CSRF token lives in module memory; each test starts without one.
  clearCsrfToken();
  window.localStorage.clear();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
