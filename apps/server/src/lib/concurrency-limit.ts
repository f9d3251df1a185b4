/** Why a request was not let in: its user runs as many as one may, or the node does. */
export type Refusal = "user-busy" | "node-busy";

/**
 * Counts expensive requests running at once, on this node and per user (decision 079). `enter`
 * takes a turn and returns its release (safe to call more than once), or why there is none.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly byUser = new Map<string, number>();

  constructor(private readonly limits: { perNode: number; perUser: number }) {}

  enter(user: string): (() => void) | Refusal {
    const mine = this.byUser.get(user) ?? 0;
    // The user's own limit first: their next one waits on them, not on everyone else.
    if (mine >= this.limits.perUser) return "user-busy";
    if (this.running >= this.limits.perNode) return "node-busy";
    this.running += 1;
    this.byUser.set(user, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.byUser.get(user) ?? 1) - 1;
      if (left > 0) this.byUser.set(user, left);
      else this.byUser.delete(user);
    };
  }
}
