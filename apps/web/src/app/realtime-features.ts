import { applicationsRealtime } from "@/features/applications/realtime/applications-realtime";
import { chatRealtime } from "@/features/chat/realtime/chat-realtime";
import { communityRealtime } from "@/features/community/realtime/community-realtime";
import { documentsRealtime } from "@/features/documents/realtime/documents-realtime";
import { notificationsRealtime } from "@/features/notifications/realtime/notifications-realtime";
import { subscriptionsRealtime } from "@/features/subscriptions/realtime/subscriptions-realtime";
import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";

/**
 * The features plugged into the realtime channel. It lives in app/ because only app/ may combine
 * features; lib/realtime knows none of them.
 */
export const realtimeFeatures: readonly RealtimeFeatureFactory[] = [
  notificationsRealtime,
  applicationsRealtime,
  documentsRealtime,
  chatRealtime,
  subscriptionsRealtime,
  communityRealtime,
];
