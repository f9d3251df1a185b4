/**
 * A small LRU of computed results for read-heavy data. `invalidate()` drops everything at once
 * (after any write on this node); the TTL bounds how long another node's write can go unseen.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  /** Counts invalidations, so a result computed across one is not kept. */
  private generation = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or the computed one (then cached). */
  async getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await compute();
    // A write landed while this was computed: the value may predate it, so it is not kept.
    if (generation === this.generation) this.set(key, value);
    return value;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}
