import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { describeMutationError, showMutationErrorToast } from "./mutation-error-toast";
import { getToastState } from "./use-toast";

describe("default mutation error toast", () => {
  it.each([
    [
      "an AUTH_ code",
      new ApiError("AUTH_SESSION_EXPIRED", "Session expired", 401),
      "Please log in again to continue.",
    ],
    ["status 401", new ApiError("REQUEST_FAILED", "Unauthorized", 401), "Please log in again to continue."],
    [
      "a validation error with a field",
      new ApiError("VALIDATION_ERROR", "must be a valid email", 422, { field: "email" }),
      "email: must be a valid email",
    ],
    [
      "a validation error without a field",
      new ApiError("VALIDATION_ERROR", "Check the form", 422),
      "Check the form",
    ],
    ["status 422 without the code", new ApiError("REQUEST_FAILED", "Unprocessable", 422), "Unprocessable"],
    [
      "RATE_LIMITED with a hint",
      new ApiError("RATE_LIMITED", "Rate limited", 429, { hint: "Try again in 30 seconds." }),
      "Try again in 30 seconds.",
    ],
    [
      "RATE_LIMITED without a hint",
      new ApiError("RATE_LIMITED", "Rate limited", 429),
      "Too many requests. Please wait before trying again.",
    ],
    ["any other error", new ApiError("CONFLICT", "That name is taken", 409), "That name is taken"],
    ["a plain Error", new Error("Something odd"), "Something odd"],
  ])("describes %s", (_label, error, description) => {
    expect(describeMutationError(error)).toEqual({ title: "Error", description, variant: "destructive" });
  });

  it("puts the toast in the store", () => {
    showMutationErrorToast(new ApiError("CONFLICT", "Duplicate", 409));
    expect(getToastState().toasts[0]).toMatchObject({ title: "Error", description: "Duplicate", open: true });
  });
});
