import { configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { FakeWebSocket } from "./fake-web-socket";
import { resetDocument } from "./reset-document";

// A find or waitFor returns as soon as what it waits for is on screen; this is only how long it
// keeps trying. Testing Library's 1 s is too short for a full app render with several stubbed
// calls when the machine is busy (one core, two runs side by side), and a per-test figure would
// have to guess which tests are heavy.
configure({ asyncUtilTimeout: 5_000 });

// A signed-in render opens the realtime channel; it must never dial a real server from a test.
beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  // Nor the API: a test that calls it without `stubApi` sees the call fail, as offline.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch (no stubApi in this test)")));
});

afterEach(() => {
  resetDocument();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
