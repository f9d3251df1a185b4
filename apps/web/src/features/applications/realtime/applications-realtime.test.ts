import type { Notification } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { notificationMessage, stalePaths } from "@/test/realtime-fixtures";
import { applicationKeys } from "../api/application-keys";
import { applicationsRealtime } from "./applications-realtime";

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(applicationKeys.list(), { data: [] });
  queryClient.setQueryData(applicationKeys.detail("a"), { id: "a" });
  queryClient.setQueryData(["/api/notifications"], []);
  const feature = applicationsRealtime({ queryClient, userId: "u" });
  const push = (type: Notification["type"]) =>
    feature.handlers.notification?.(
      notificationMessage(type, {
        title: "Application update",
        message: "Your application is under review.",
      }),
    );
  return { push, stale: () => stalePaths(queryClient) };
}

describe("applications on the realtime channel", () => {
  it("marks the applications stale when an application notification arrives", () => {
    const { push, stale } = setup();
    push("application");
    expect(stale()).toEqual(["/api/applications", "/api/applications/{id}"]);
  });

  it("leaves them alone for other notifications", () => {
    const { push, stale } = setup();
    push("system");
    expect(stale()).toEqual([]);
  });
});
