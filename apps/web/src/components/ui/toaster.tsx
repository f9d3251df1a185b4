import { toastConfig } from "@meridian/contract";
import type { CSSProperties } from "react";
import { useToast } from "@/lib/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

const viewportStyle = { "--toast-max-width": `${toastConfig.maxWidthPx}px` } as CSSProperties;

/** Renders the toast store with the timings of spec part 1 §9. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={toastConfig.defaultDurationMs}
      swipeDirection="right"
      swipeThreshold={toastConfig.swipeThreshold}
    >
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[toastConfig.hotkey]} style={viewportStyle} />
    </ToastProvider>
  );
}
