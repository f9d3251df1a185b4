import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back, when a dialog closes, to the element that had it when the dialog opened. Radix
 * returns focus to a dialog's `Trigger`, and a dialog opened from code (a row's "Edit", a card's
 * "Delete") has none, so focus would fall to the page's body and a keyboard user start again from
 * the top. Spread the result on the dialog's content; the handlers passed in run first and win if
 * they prevent the default. An opener gone meanwhile (its row deleted) leaves Radix's behaviour.
 */
export function useFocusReturn(
  own: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler } = {},
): {
  onOpenAutoFocus: AutoFocusHandler;
  onCloseAutoFocus: AutoFocusHandler;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Called as the dialog opens, before focus moves into it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      own.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
