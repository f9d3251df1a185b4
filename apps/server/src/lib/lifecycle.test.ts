import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { Lifecycle } from "./lifecycle.js";

const response = () => new EventEmitter() as unknown as ServerResponse;

describe("Lifecycle", () => {
  it("is idle once every response it tracks has closed", async () => {
    const lifecycle = new Lifecycle();
    await lifecycle.whenIdle();
    const [first, second] = [response(), response()];
    lifecycle.track(first);
    lifecycle.track(second);
    let idle = false;
    const waiting = lifecycle.whenIdle().then(() => {
      idle = true;
    });
    first.emit("close");
    await Promise.resolve();
    expect(idle).toBe(false);
    second.emit("close");
    await waiting;
    expect(idle).toBe(true);
  });
});
