import type { Notification } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { notificationMessage, stalePaths } from "@/test/realtime-fixtures";
import { subscriptionKeys } from "../api/subscription-keys";
import { subscriptionsRealtime } from "./subscriptions-realtime";

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(subscriptionKeys.mine(), { subscription: null });
  queryClient.setQueryData(subscriptionKeys.receipts(), { receipts: [] });
  queryClient.setQueryData(["/api/subscription-plans"], []);
  const feature = subscriptionsRealtime({ queryClient, userId: "u" });
  const push = (type: Notification["type"]) =>
    feature.handlers.notification?.(
      notificationMessage(type, { title: "Payment approved", message: "Your achiever plan is active." }),
    );
  return { push, stale: () => stalePaths(queryClient) };
}

describe("the student's plan on the realtime channel", () => {
  it("marks the plan and receipts stale on a billing notification, not the public plan list", () => {
    const { push, stale } = setup();
    push("billing");
    expect(stale()).toEqual(["/api/subscription", "/api/subscription/receipts"]);
  });

  it("leaves them alone for other notifications", () => {
    const { push, stale } = setup();
    push("application");
    expect(stale()).toEqual([]);
  });
});
