import { storageKeys } from "@meridian/contract";

/** How long after the account's first sign-in its dashboard still says "Welcome". */
const FIRST_VISIT_MS = 24 * 60 * 60 * 1000;

interface FirstVisit {
  userId: string;
  at: number;
}

/**
 * Remembers, for this browser (every tab: a new tab of the same first visit is not a return), that
 * a user's sign-in was the account's first ever (the server says so in the login response), or
 * forgets it on any later sign-in. Storage may be blocked: then every visit is greeted as a return.
 */
export function rememberFirstVisit(userId: string, firstSignIn: boolean, now = Date.now()): void {
  try {
    if (firstSignIn) {
      const visit: FirstVisit = { userId, at: now };
      window.localStorage.setItem(storageKeys.firstVisit, JSON.stringify(visit));
    } else window.localStorage.removeItem(storageKeys.firstVisit);
  } catch {
    // Blocked storage: "Welcome back" it is.
  }
}

/** True for a day after this user's first sign-in in this browser ("Welcome", not "Welcome back"). */
export function isFirstVisit(userId: string | undefined, now = Date.now()): boolean {
  if (!userId) return false;
  try {
    const visit = JSON.parse(window.localStorage.getItem(storageKeys.firstVisit) ?? "null") as unknown;
    if (typeof visit !== "object" || visit === null) return false;
    const { userId: id, at } = visit as Partial<FirstVisit>;
    return id === userId && typeof at === "number" && now - at >= 0 && now - at < FIRST_VISIT_MS;
  } catch {
    return false;
  }
}
