import { emailVerificationMessages } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { describeFormFailure } from "@/lib/form-failure";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const unconfirmed = { ...testUsers.student, emailVerified: false };
const resent = { data: { message: emailVerificationMessages.resent } };

describe("the reminder to confirm the address", () => {
  it("shows over an unconfirmed student's pages, mails a new link with a toast, and can be dismissed", async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...signedInAs(unconfirmed), "POST /api/users/verify-email/resend": resent });
    renderApp("/settings");
    const banner = await screen.findByRole("region", { name: "Confirm your email address" });
    expect(within(banner).getByText(new RegExp(unconfirmed.email.replace(/\./g, "\\.")))).toBeTruthy();
    await user.click(within(banner).getByRole("button", { name: "Resend the link" }));
    await waitFor(() => expect(api.callsTo("POST /api/users/verify-email/resend")).toHaveLength(1));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Link sent"));
    await user.click(within(banner).getByRole("button", { name: "Dismiss the reminder" }));
    expect(screen.queryByRole("region", { name: "Confirm your email address" })).toBeNull();
  });

  it("is not shown to a confirmed student or to staff", async () => {
    stubApi(signedInAs(testUsers.student));
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(screen.queryByRole("region", { name: "Confirm your email address" })).toBeNull();
  });
});

describe("/auth/verify-email without a link", () => {
  it("offers an unconfirmed student a new link", async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...signedInAs(unconfirmed), "POST /api/users/verify-email/resend": resent });
    renderApp("/auth/verify-email");
    const heading = await screen.findByRole("heading", { level: 1, name: "Confirm your email address" });
    const card = heading.closest("section") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Resend the link" }));
    await waitFor(() => expect(api.callsTo("POST /api/users/verify-email/resend")).toHaveLength(1));
  });

  it("is where a refusal to apply leads, with the server's message", () => {
    const error = new ApiError("EMAIL_NOT_VERIFIED", emailVerificationMessages.requiredToApply, 403);
    expect(describeFormFailure(error, "The application could not be saved.")).toEqual({
      message: emailVerificationMessages.requiredToApply,
      action: { to: "/auth/verify-email", label: "Resend the link" },
    });
  });
});
