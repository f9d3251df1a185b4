import type { Notification } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applicationKeys } from "../api/application-keys";
import { applicationsRealtime } from "./applications-realtime";

function notification(type: Notification["type"]): Notification {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    type,
    title: "Application update",
    message: "Your application is under review.",
    isRead: false,
    readAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    sequence: 1,
  };
}

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(applicationKeys.list(), { data: [] });
  queryClient.setQueryData(applicationKeys.detail("a"), { id: "a" });
  queryClient.setQueryData(["/api/notifications"], []);
  const feature = applicationsRealtime({ queryClient, userId: "u" });
  const stale = () =>
    queryClient
      .getQueryCache()
      .findAll({ stale: true })
      .map((query) => query.queryKey[0]);
  return { feature, stale };
}

describe("applications on the realtime channel", () => {
  it("marks the applications stale when an application notification arrives", () => {
    const { feature, stale } = setup();
    feature.handlers.notification?.({
      type: "notification",
      timestamp: "2026-11-01T10:00:00.000Z",
      data: notification("application"),
    });
    expect(stale().sort()).toEqual(["/api/applications", "/api/applications/{id}"]);
  });

  it("leaves them alone for other notifications", () => {
    const { feature, stale } = setup();
    feature.handlers.notification?.({
      type: "notification",
      timestamp: "2026-11-01T10:00:00.000Z",
      data: notification("system"),
    });
    expect(stale()).toEqual([]);
  });
});
