import { describe, expect, it, vi } from "vitest";
import { installGlobalErrorHandlers } from "./global-error-handlers";

describe("global error handlers", () => {
  it("logs unhandled rejections and suppresses the default handling", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const uninstall = installGlobalErrorHandlers(window);
    const reason = new Error("lost promise");
    const event = new Event("unhandledrejection", { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, "reason", { value: reason });
    window.dispatchEvent(event);
    uninstall();
    expect(log).toHaveBeenCalledWith("Unhandled promise rejection:", reason);
    expect(event.defaultPrevented).toBe(true);
  });

  it("logs script errors and suppresses the default handling", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const uninstall = installGlobalErrorHandlers(window);
    const error = new Error("script failure");
    const event = new ErrorEvent("error", { error, message: error.message, cancelable: true });
    window.dispatchEvent(event);
    uninstall();
    expect(log).toHaveBeenCalledWith("Unhandled error:", error);
    expect(event.defaultPrevented).toBe(true);
  });
});
