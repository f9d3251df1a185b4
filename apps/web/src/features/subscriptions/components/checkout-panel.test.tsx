import type { MySubscription, Purchase } from "@meridian/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type StubAnswer, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render";
import { CheckoutPanel } from "./checkout-panel";

const plan = { id: "00000000-0000-4000-8000-000000000020", name: "achiever" };

function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: "019ad0f2-6b1e-7c3a-9f21-00003f2a9c1e",
    plan,
    status: "converted_offline",
    state: "pending",
    provider: "manual",
    priceMinor: 28_800,
    currency: "USD",
    paidAmountMinor: null,
    paidCurrency: null,
    paymentReference: null,
    paidOn: null,
    receiptNumber: null,
    rejectionReason: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    reviewedAt: null,
    ...overrides,
  };
}

function mine(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    subscription: null,
    allowance: {
      source: "free_plan",
      planName: "explorer",
      maxUniversities: 5,
      maxCountries: 3,
      used: { universities: 0, countries: 0 },
    },
    openPurchase: null,
    provider: "manual",
    paymentInstructions: "Pay by transfer and quote your reference.",
    ...overrides,
  };
}

function renderPanel(value: MySubscription, goTo?: (url: string) => void) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CheckoutPanel plan={plan} mine={value} goTo={goTo} />
    </QueryClientProvider>,
  );
}

/** The Idempotency-Key of each checkout call, in order. */
function checkoutKeys(fetchMock: ReturnType<typeof stubApi>["fetchMock"]): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith("/api/subscription/checkout"))
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
}

describe("CheckoutPanel", () => {
  it("sends the same Idempotency-Key again after a lost answer, and a new one for the next attempt", async () => {
    const user = userEvent.setup();
    const answers: (() => StubAnswer)[] = [
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => ({
        status: 201,
        data: { kind: "manual", purchase: purchase(), instructions: "Pay at the desk." },
      }),
    ];
    const api = stubApi({ "POST /api/subscription/checkout": () => (answers.shift() as () => StubAnswer)() });
    renderPanel(mine());

    await user.click(screen.getByRole("button", { name: "Request this plan" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Request this plan" }));

    expect(await screen.findByRole("region", { name: "Your request" })).toBeTruthy();
    expect(screen.getByText("Waiting for approval")).toBeTruthy();
    expect(screen.getByText("3F2A9C1E")).toBeTruthy();
    expect(screen.getByText("Pay at the desk.")).toBeTruthy();
    const [first, retry] = checkoutKeys(api.fetchMock);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(api.callsTo("POST /api/subscription/checkout")[0]?.body).toEqual({ planId: plan.id });
  });

  it("starts a new attempt after a refusal, showing the server's message", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "POST /api/subscription/checkout": {
        status: 409,
        error: { code: "CONFLICT", message: "This plan is no longer offered. Choose another plan." },
      },
    });
    renderPanel(mine());
    await user.click(screen.getByRole("button", { name: "Request this plan" }));
    expect((await screen.findByRole("alert")).textContent).toContain("no longer offered");
    await user.click(screen.getByRole("button", { name: "Request this plan" }));
    await waitFor(() => expect(checkoutKeys(api.fetchMock)).toHaveLength(2));
    const [first, second] = checkoutKeys(api.fetchMock);
    expect(second).not.toBe(first);
  });

  it("with Stripe, goes to the hosted checkout the server answers", async () => {
    const user = userEvent.setup();
    const goTo = vi.fn();
    stubApi({
      "POST /api/subscription/checkout": {
        status: 201,
        data: {
          kind: "redirect",
          purchase: purchase({ state: "awaiting_payment", provider: "stripe", status: "converted_online" }),
          url: "https://checkout.stripe.com/c/pay/cs_test_123",
        },
      },
    });
    renderPanel(mine({ provider: "stripe" }), goTo);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_123"));
    // Still marked busy (and ignoring presses) while the browser leaves for the payment page.
    expect(
      screen.getByRole("button", { name: "Opening the payment page…" }).getAttribute("aria-disabled"),
    ).toBe("true");
  });

  it("shows an open request for another plan, and that asking for this one withdraws it", () => {
    stubApi();
    renderPanel(
      mine({
        openPurchase: purchase({ plan: { id: "00000000-0000-4000-8000-000000000030", name: "champion" } }),
      }),
    );
    expect(screen.getByText("You have asked for the champion plan")).toBeTruthy();
    expect(screen.getByText(/Asking for the achiever plan withdraws it/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Request this plan" })).toBeTruthy();
  });
});
