import { clientErrorMessages } from "@meridian/contract";
import { isAuthError, isValidationError } from "./error-kinds";
import { type ToastInput, toast } from "./use-toast";

const SESSION_MESSAGE = "Please log in again to continue.";
const RATE_LIMIT_MESSAGE = "Too many requests. Please wait before trying again.";

function readField(error: unknown, key: "code" | "field" | "hint" | "message"): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const value = (error as Record<string, unknown>)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The default mutation error toast of spec part 1 §8 (title "Error", destructive). */
export function describeMutationError(error: unknown): ToastInput & { description: string } {
  const message = readField(error, "message") ?? clientErrorMessages.UNKNOWN_ERROR;
  let description: string;
  if (isAuthError(error)) {
    description = SESSION_MESSAGE;
  } else if (isValidationError(error)) {
    const field = readField(error, "field");
    description = field ? `${field}: ${message}` : message;
  } else if (readField(error, "code") === "RATE_LIMITED") {
    description = readField(error, "hint") ?? RATE_LIMIT_MESSAGE;
  } else {
    description = message;
  }
  return { title: "Error", description, variant: "destructive" };
}

/** Shows the default mutation error toast. */
export function showMutationErrorToast(error: unknown): void {
  toast(describeMutationError(error));
}
