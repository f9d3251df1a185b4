import type { Notification } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { notificationMessage } from "@/test/realtime-fixtures";
import { documentKeys } from "../api/document-keys";
import { documentsRealtime } from "./documents-realtime";

const message = (type: Notification["type"]) =>
  notificationMessage(type, { title: "Document verified", message: "Your transcript was verified." });

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
