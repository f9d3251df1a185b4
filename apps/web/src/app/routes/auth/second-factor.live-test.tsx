import { secondFactorEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const epoch = (stepsAhead = 0) => Math.floor(Date.now() / 1000) + stepsAhead * 30;
const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

describe("two-step sign-in on the real server", () => {
  it("is turned on from /settings with the shown key and a code, and shows the ten recovery codes once", async () => {
    const user = userEvent.setup();
    await signInAsNew("student");
    renderApp("/settings");
    const section = within(await screen.findByRole("region", { name: "Two-step sign-in" }));
    await user.click(await section.findByRole("button", { name: "Turn on two-step sign-in" }));

    expect(await section.findByRole("img", { name: /QR code of your new key/ })).toBeTruthy();
    const keyText = section.getByText("Key:").parentElement?.textContent ?? "";
    const secret = keyText.replace(/^Key:/, "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await user.type(section.getByLabelText("Authentication code", { selector: "input" }), "000000");
    await user.click(section.getByRole("button", { name: "Turn on" }));
    expect(await section.findByText(/That code is not correct/)).toBeTruthy();
    expect(
      section.getByLabelText("Authentication code", { selector: "input" }).getAttribute("aria-invalid"),
    ).toBe("true");

    const input = section.getByLabelText("Authentication code", { selector: "input" });
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    await user.clear(input);
    await user.type(input, generateSync({ secret, epoch: epoch() }));
    await user.click(section.getByRole("button", { name: "Turn on" }));

    const codes = within(await section.findByRole("list", { name: "Recovery codes" })).getAllByRole(
      "listitem",
    );
    expect(codes).toHaveLength(10);
    expect(section.getByRole("button", { name: "Download" })).toBeTruthy();
    await user.click(section.getByRole("button", { name: "I have saved my codes" }));
    expect(await section.findByText(/10 of 10 recovery codes left/)).toBeTruthy();
    expect(section.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });

  it("asks for the code after the password on /auth, and the right one signs in", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    const { secret } = await callEndpoint(secondFactorEndpoints.startSetup, {});
    await callEndpoint(secondFactorEndpoints.confirmSetup, {
      body: { code: generateSync({ secret, epoch: epoch() }) },
    });
    clearAuthToken();
    clearCsrfToken();

    const { router } = renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email", { selector: "input" }), student.email);
    await user.type(field("Password"), student.password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeTruthy();
    await user.type(field("Authentication code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText(/That code is not correct/)).toBeTruthy();
    expect(field("Authentication code").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Authentication code"));

    // The code of setup is spent; the next step's is good (one step either side).
    await user.clear(field("Authentication code"));
    await user.type(field("Authentication code"), generateSync({ secret, epoch: epoch(1) }));
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/student"));
  });

  it("offers a recovery code instead", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    const { secret } = await callEndpoint(secondFactorEndpoints.startSetup, {});
    const { recoveryCodes } = await callEndpoint(secondFactorEndpoints.confirmSetup, {
      body: { code: generateSync({ secret, epoch: epoch() }) },
    });
    clearAuthToken();
    clearCsrfToken();

    const { router } = renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email", { selector: "input" }), student.email);
    await user.type(field("Password"), student.password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    await user.type(field("Recovery code"), recoveryCodes[0] ?? "");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/student"));
  });
});
