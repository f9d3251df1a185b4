import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { idParams } from "./common/record-id.js";

/** The kinds of device a browser's user agent names; null on a session when it names none. */
export const sessionDeviceTypes = ["desktop", "mobile", "tablet", "tv"] as const;
export const SessionDeviceTypeSchema = z.enum(sessionDeviceTypes);
export type SessionDeviceType = z.infer<typeof SessionDeviceTypeSchema>;

export const sessionDeviceTypeLabels: Record<SessionDeviceType, string> = {
  desktop: "Computer",
  mobile: "Phone",
  tablet: "Tablet",
  tv: "TV",
};

export const accountSessionMessages = {
  ended: "That device is signed out",
  endedCurrent: "You are signed out on this device",
  noOthers: "No other device was signed in",
} as const;

/**
 * One live session of the signed-in user, as the "Signed-in devices" list shows it. The browser,
 * system and kind of device are read from the user agent the session was opened with (null when it
 * names none); `place` is an approximate place from the address where one is known, null otherwise
 * (the product ships no geolocation data, so it is null today).
 */
export const AccountSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome 131"; null for an unknown or missing user agent. */
  browser: z.string().nullable(),
  /** "Windows 10", "Android 14"; null when the user agent names none. */
  os: z.string().nullable(),
  deviceType: SessionDeviceTypeSchema.nullable(),
  /** The address the session was opened from. */
  ipAddress: z.string().nullable(),
  /** Approximate place of that address ("Lisbon, Portugal"); null: unknown. */
  place: z.string().nullable(),
  /** When the session was opened (first seen). */
  createdAt: z.string(),
  /** The latest request of the session the server has written (to the minute). */
  lastSeenAt: z.string(),
  /** The session of the request that asks: this device. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const EndAccountSessionResultSchema = z.object({
  message: z.string(),
  /** The session ended was the caller's own: this browser is signed out now. */
  signedOut: z.boolean(),
});

export const EndOtherSessionsResultSchema = z.object({
  message: z.string(),
  /** How many other sessions were ended. */
  ended: z.number().int(),
});

export const accountSessionEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/users/sessions",
    summary: "The signed-in user's live sessions (devices), this one first, then the latest seen",
    tags: ["account-sessions"],
    response: z.array(AccountSessionSchema),
  }),
  end: defineEndpoint({
    method: "DELETE",
    path: "/api/users/sessions/{id}",
    summary:
      "End one of the signed-in user's sessions on every node (this one too: it signs this browser out)",
    tags: ["account-sessions"],
    params: idParams("session"),
    response: EndAccountSessionResultSchema,
  }),
  endOthers: defineEndpoint({
    method: "POST",
    path: "/api/users/sessions/end-others",
    summary: "End every session of the signed-in user but this one, on every node",
    tags: ["account-sessions"],
    response: EndOtherSessionsResultSchema,
  }),
} as const;
