import { storageKeys } from "@meridian/contract";

/** The stored session token, or null when there is none or storage is blocked. */
export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.authToken);
  } catch {
    return null;
  }
}

/** Stores the session token; returns false when the browser refuses (the login then fails, spec part 1 §4). */
export function storeAuthToken(token: string): boolean {
  try {
    window.localStorage.setItem(storageKeys.authToken, token);
    return window.localStorage.getItem(storageKeys.authToken) === token;
  } catch {
    return false;
  }
}

/** Forgets the session token (logout, or a session call answered 401). */
export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(storageKeys.authToken);
  } catch {
    // Nothing stored can be read back either, so there is nothing left to clear.
  }
}
