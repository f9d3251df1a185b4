import type { Notification } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { subscriptionKeys } from "../api/subscription-keys";
import { subscriptionsRealtime } from "./subscriptions-realtime";

function notification(type: Notification["type"]): Notification {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    type,
    title: "Payment approved",
    message: "Your achiever plan is active.",
    isRead: false,
    readAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    sequence: 1,
  };
}

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(subscriptionKeys.mine(), { subscription: null });
  queryClient.setQueryData(subscriptionKeys.receipts(), { receipts: [] });
  queryClient.setQueryData(["/api/subscription-plans"], []);
  const feature = subscriptionsRealtime({ queryClient, userId: "u" });
  const stale = () =>
    queryClient
      .getQueryCache()
      .findAll({ stale: true })
      .map((query) => query.queryKey[0])
      .sort();
  const push = (type: Notification["type"]) =>
    feature.handlers.notification?.({
      type: "notification",
      timestamp: "2026-11-01T10:00:00.000Z",
      data: notification(type),
    });
  return { push, stale };
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
