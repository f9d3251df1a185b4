import type { MouseEvent } from "react";

/** Swallows a click (and the submit or toggle it would make) while the control's action runs. */
function ignoreClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/**
 * The props of a pressed control whose action is running: it reads and looks disabled
 * (aria-disabled) and ignores clicks, submits and toggles, but keeps the focus. Not `disabled`:
 * Chromium drops the focus of a control that becomes disabled to the page, so a keyboard or
 * screen-reader user who pressed it would be sent back to the top. Spread it after the caller's
 * props, so its `onClick` wins.
 */
export function pendingProps(pending: boolean | undefined) {
  return pending ? { "aria-disabled": true as const, onClick: ignoreClick } : {};
}
