import type { Notification } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { documentKeys } from "../api/document-keys";
import { documentsRealtime } from "./documents-realtime";

const message = (type: Notification["type"]) => ({
  type: "notification" as const,
  timestamp: new Date().toISOString(),
  data: {
    id: "5f0c6a8e-7d0a-4d55-9b61-0f4f0c7e7c11",
    type,
    title: "Document verified",
    message: "Your transcript was verified.",
    isRead: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    sequence: 1,
  } satisfies Notification,
});

describe("documentsRealtime", () => {
  it("marks the documents stale when a document notification arrives, and only then", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(documentKeys.list(), { data: [] });
    const feature = documentsRealtime({ queryClient, userId: "u1" });
    const handle = feature.handlers.notification;

    handle?.(message("chat"));
    expect(queryClient.getQueryState(documentKeys.list())?.isInvalidated).toBe(false);

    handle?.(message("document"));
    expect(queryClient.getQueryState(documentKeys.list())?.isInvalidated).toBe(true);
  });
});
