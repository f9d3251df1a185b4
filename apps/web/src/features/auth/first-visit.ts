import { storageKeys } from "@meridian/contract";

/**
 * Remembers, for this browser tab, that a user's sign-in was the account's first ever (the server
 * says so in the login response), or forgets it on any later sign-in. Storage may be blocked: then
 * every visit is greeted as a return.
 */
export function rememberFirstVisit(userId: string, firstSignIn: boolean): void {
  try {
    if (firstSignIn) window.sessionStorage.setItem(storageKeys.firstVisit, userId);
    else window.sessionStorage.removeItem(storageKeys.firstVisit);
  } catch {
    // Blocked storage: "Welcome back" it is.
  }
}

/** True while the tab holds this user's first sign-in ("Welcome", not "Welcome back"). */
export function isFirstVisit(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.sessionStorage.getItem(storageKeys.firstVisit) === userId;
  } catch {
    return false;
  }
}
