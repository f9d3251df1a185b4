import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("session and socket limits in the configuration", () => {
  it("defaults to short staff sessions, long ones for the others, and the socket caps and rate", () => {
    const config = loadConfig({});
    expect(config.sessionLifetimes).toEqual({
      staff: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
      others: { idleMs: 3 * 24 * 3_600_000, absoluteMs: 30 * 24 * 3_600_000 },
    });
    expect(config.wsMaxConnectionsPerUser).toBe(10);
    expect(config.wsMaxConnectionsPerAddress).toBe(50);
    expect(config.wsMessageRate).toEqual({ burst: 10, perSecond: 1 });
  });

  it("stops the start on an idle time longer than its absolute time, or a bad number, naming the variable", () => {
    expect(() =>
      loadConfig({ SESSION_IDLE_MINUTES_STAFF: "800", SESSION_ABSOLUTE_HOURS_STAFF: "12" }),
    ).toThrow(/SESSION_IDLE_MINUTES_STAFF: must not be longer than SESSION_ABSOLUTE_HOURS_STAFF/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ WS_MAX_CONNECTIONS_PER_USER: "many" })).toThrow(/WS_MAX_CONNECTIONS_PER_USER/);
    expect(() => loadConfig({ WS_MESSAGES_PER_SECOND: "-1" })).toThrow(/WS_MESSAGES_PER_SECOND/);
  });
});
