import { toastConfig } from "@meridian/contract";
import { type ReactElement, type ReactNode, useEffect, useState } from "react";

// A module-level store (the shadcn pattern) so that toast() works outside React, e.g. in the
// MutationCache error handler, while the Toaster component subscribes to it.

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction> element. */
  action?: ReactElement;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToastItem[];
}

type Action =
  | { type: "ADD"; toast: ToastItem }
  | { type: "UPDATE"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return counter.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

// A dismissed toast stays mounted while Radix plays its exit, then is dropped (spec part 1 §4).
function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE", toastId });
  }, toastConfig.removeDelayMs);
  removeTimeouts.set(toastId, timeout);
}

/** Pure state transition of the toast store. */
export function reduceToasts(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case "ADD":
      // Newest first, and only `limit` of them: one visible at a time.
      return { toasts: [action.toast, ...state.toasts].slice(0, toastConfig.limit) };
    case "UPDATE":
      return {
        toasts: state.toasts.map((item) =>
          item.id === action.toast.id ? { ...item, ...action.toast } : item,
        ),
      };
    case "DISMISS":
      return {
        toasts: state.toasts.map((item) =>
          action.toastId === undefined || item.id === action.toastId ? { ...item, open: false } : item,
        ),
      };
    case "REMOVE":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((item) => item.id !== action.toastId),
      };
  }
}

const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === "DISMISS") {
    for (const item of memoryState.toasts) {
      if (action.toastId === undefined || item.id === action.toastId) scheduleRemoval(item.id);
    }
  }
  memoryState = reduceToasts(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "DISMISS", toastId: id });
  const update = (next: ToastInput) => dispatch({ type: "UPDATE", toast: { ...next, id } });
  dispatch({
    type: "ADD",
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** Dismisses one toast, or all of them without an id. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS", toastId });
}

/** The current toasts, without subscribing (tests, non-React code). */
export function getToastState(): ToastState {
  return memoryState;
}

/** Drops every toast and its pending removal at once, as a new page load starts (tests). */
export function forgetToasts(): void {
  for (const timeout of removeTimeouts.values()) clearTimeout(timeout);
  removeTimeouts.clear();
  dispatch({ type: "REMOVE" });
}

/** Subscribes a component to the toast store. */
export function useToast() {
  const [state, setState] = useState<ToastState>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    // A toast may have been added between the first render and this subscription.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
