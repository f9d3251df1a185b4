import { authMessages } from "@meridian/contract";
import { isApiError } from "./api-client";

/** How a failed sign-in, registration or other form submit is shown. */
export interface FormFailure {
  message: string;
  /** The form field the server blamed, when it named one. */
  field?: string;
  /** The CSRF token could not be fetched: the secure-connection advice is shown instead. */
  secureConnection?: boolean;
  /** A page of this site that resolves the refusal, shown as a link under the message. */
  action?: { to: string; label: string };
}

/** Where a student goes when their plan's limit refuses something: the plan list. */
export const UPGRADE_PATH = "/plans";

/** Where a student whose address is not confirmed asks for a new link. */
export const VERIFY_EMAIL_PATH = "/auth/verify-email";

/**
 * Turns an error into what the form says (spec part 1 §8): the server's own message wherever there
 * is one (a throttle's hint tells how long to wait), the form's fallback only when the request
 * never got an answer.
 */
export function describeFormFailure(error: unknown, fallback: string): FormFailure {
  if (!isApiError(error)) return { message: fallback };
  if (error.code === "CSRF_NOT_READY")
    return { message: authMessages.secureConnection, secureConnection: true };
  // No answer, or an answer that is not ours (a proxy's error page): there is no message to show.
  if (error.code === "NETWORK_ERROR" || error.code === "REQUEST_FAILED" || error.status === 0) {
    return { message: fallback };
  }
  if (error.code === "RATE_LIMITED") return { message: error.hint ?? error.message };
  // The server names /plans in the details too; the link is ours, never taken from an answer.
  if (error.code === "PLAN_LIMIT_REACHED") {
    return { message: error.message || fallback, action: { to: UPGRADE_PATH, label: "See plans" } };
  }
  // Applying waits for a confirmed address (an admin's setting): the page that mails a new link.
  if (error.code === "EMAIL_NOT_VERIFIED") {
    return {
      message: error.message || fallback,
      action: { to: VERIFY_EMAIL_PATH, label: "Resend the link" },
    };
  }
  return { message: error.message || fallback, ...(error.field ? { field: error.field } : {}) };
}
