import { liveToastDurationsMs, type Notification, notificationEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { withLocalTimes } from "@/lib/format-date";
import { isKeyOf } from "@/lib/query-keys";
import type { RealtimeFeature, RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";
import { type ToastInput, toast } from "@/lib/use-toast";
import {
  adjustUnreadCount,
  cachedNotifications,
  invalidateNotifications,
  updateNotificationLists,
} from "../notification-cache";
import { createSequenceStore, type SequenceStore } from "./sequence-store";

/**
 * Puts a pushed notification at the top of every list that should show it. Returns false (and
 * changes nothing) when a cache already holds it by id or sequence: a replay or a poll got there first.
 */
export function prependNotification(queryClient: QueryClient, notification: Notification): boolean {
  const known = cachedNotifications(queryClient).some(
    (cached) => cached.id === notification.id || cached.sequence === notification.sequence,
  );
  if (known) return false;
  updateNotificationLists(queryClient, (page, { first, unreadOnly }) => {
    if (unreadOnly && notification.isRead) return page;
    const meta = { ...page.meta, total: page.meta.total + 1 };
    return { data: first ? [notification, ...page.data] : page.data, meta };
  });
  if (!notification.isRead) adjustUnreadCount(queryClient, 1);
  return true;
}

export interface NotificationsRealtimeOptions {
  queryClient: QueryClient;
  /** Where the last sequence seen is kept between reconnects and reloads. */
  sequenceStore: SequenceStore;
  showToast?: (input: ToastInput) => void;
  /** A notification the page already shows in its own way: listed and counted, without a toast. */
  isQuiet?: (notification: Notification) => boolean;
}

/**
 * Notifications on the realtime channel (decisions 011 and 014): a pushed notification is added
 * to the cached lists and the unread count, with a toast; `resync` refetches them. The highest
 * sequence seen (live, or in a list fetched over REST) is sent with `authenticate`, so a reconnect
 * replays only what was missed.
 */
export function createNotificationsRealtime(options: NotificationsRealtimeOptions): RealtimeFeature {
  const { queryClient, sequenceStore } = options;
  const showToast = options.showToast ?? ((input: ToastInput) => void toast(input));

  // Lists fetched over REST also tell how far this tab has seen, so a reconnect replays less.
  const noteListedSequences = () => {
    const highest = Math.max(0, ...cachedNotifications(queryClient).map((item) => item.sequence));
    if (highest > 0) sequenceStore.write(highest);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "success" &&
      isKeyOf(event.query.queryKey, notificationEndpoints.list)
    ) {
      noteListedSequences();
    }
  });
  noteListedSequences();
  // Whether this connection asked for a replay; without one, what came between the REST list and
  // the socket's authentication would be in neither.
  let replaying = false;

  return {
    handlers: {
      notification: ({ data }) => {
        const seen = sequenceStore.read();
        // The server never repeats a sequence on one socket; an older one is a copy already handled.
        if (seen !== undefined && data.sequence <= seen) return;
        sequenceStore.write(data.sequence);
        // A duplicate (replay overlapping a poll) was already shown once.
        if (prependNotification(queryClient, data) && !options.isQuiet?.(data)) {
          showToast({
            title: data.title,
            // A meeting's time, written as an instant, in the reader's own zone (decision 077).
            description: withLocalTimes(data.message),
            duration: liveToastDurationsMs.notification,
          });
        }
      },
      // A first visit's socket is live from here: the lists are read again to take in the gap.
      authenticated: () => {
        if (!replaying) void invalidateNotifications(queryClient);
      },
      resync: () => void invalidateNotifications(queryClient),
    },
    handshake: () => {
      const lastSequence = sequenceStore.read();
      replaying = lastSequence !== undefined;
      // None on a first visit: old notifications are listed over REST, not replayed as toasts.
      return lastSequence === undefined ? {} : { lastSequence };
    },
    dispose: unsubscribe,
  };
}

/**
 * The notifications feature for the signed-in user, with the cursor kept per tab in sessionStorage;
 * `isQuiet` names the notifications shown without a toast.
 */
export function notificationsRealtimeWith(
  options: Pick<NotificationsRealtimeOptions, "isQuiet"> = {},
): RealtimeFeatureFactory {
  return ({ queryClient, userId }) =>
    createNotificationsRealtime({ ...options, queryClient, sequenceStore: createSequenceStore(userId) });
}
