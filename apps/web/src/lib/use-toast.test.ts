import { toastConfig } from "@meridian/contract";
import { describe, expect, it, vi } from "vitest";
import { dismissToast, getToastState, toast } from "./use-toast";

describe("toast store", () => {
  it("keeps one toast at a time, the newest", () => {
    toast({ title: "First" });
    toast({ title: "Second" });
    const last = toast({ title: "Third", description: "Newest" });
    expect(toastConfig.limit).toBe(1);
    expect(getToastState().toasts).toHaveLength(1);
    expect(getToastState().toasts[0]).toMatchObject({ id: last.id, title: "Third", open: true });
  });

  it("updates a toast in place", () => {
    const handle = toast({ title: "Uploading" });
    handle.update({ title: "Uploaded" });
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: "Uploaded" });
  });

  it("closes a dismissed toast and removes it after the removal delay", () => {
    vi.useFakeTimers();
    const handle = toast({ title: "Bye" });
    dismissToast(handle.id);
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, open: false });
    vi.advanceTimersByTime(toastConfig.removeDelayMs - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
});
