import type { ServerResponse } from "node:http";

/**
 * Where a node is in its life. "draining": readiness answers 503 so the load balancer stops
 * sending traffic, everything else is still served. "closing": every new request is refused with
 * 503 in the envelope while the responses already under way finish.
 */
export type LifecyclePhase = "serving" | "draining" | "closing";

/** The node's phase and the responses in flight, which shutdown waits for before closing sockets. */
export class Lifecycle {
  phase: LifecyclePhase = "serving";
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  /** Counts a response until its socket has been handed its last byte (or the client went away). */
  track(res: ServerResponse): void {
    this.inFlight += 1;
    // One listener for every response, left on it: a response closes once and is then dropped, so
    // a `once` wrapper and a closure per request would only add work to every request.
    res.on("close", this.closed);
  }

  private readonly closed = (): void => {
    this.inFlight -= 1;
    if (this.inFlight > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  };

  /** Resolves once no response is in flight. */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
