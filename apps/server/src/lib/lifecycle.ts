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
  // Kept, not only counted, so that a shutdown that runs out of time can say which it cut.
  private readonly inFlight = new Set<ServerResponse>();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly closed = closedListener(this.inFlight, this.idleWaiters);

  /** Tracks a response until its socket has been handed its last byte (or the client went away). */
  track(res: ServerResponse): void {
    this.inFlight.add(res);
    // One listener for every response, left on it: a response closes once and is then dropped, so
    // a `once` wrapper and a closure per request would only add work to every request.
    res.on("close", this.closed);
  }

  /** Resolves once no response is in flight. */
  whenIdle(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The responses still in flight. */
  responsesInFlight(): ServerResponse[] {
    return [...this.inFlight];
  }
}

/** The one "close" listener of every tracked response; the emitter calls it with the response as `this`. */
function closedListener(inFlight: Set<ServerResponse>, idleWaiters: (() => void)[]) {
  return function closed(this: ServerResponse): void {
    inFlight.delete(this);
    if (inFlight.size > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };
}
