/**
 * Serialized response bodies (UTF-8 bytes, ready to write: a hit encodes nothing), each kept with
 * the version of the data it was made from and served only while that version is current. Least
 * recently used bodies leave first once the bytes held pass the budget, so a node's memory stays
 * bounded whatever the bodies' sizes.
 */
export class BodyCache {
  private readonly entries = new Map<string, { version: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The body made at `version`, if it is still here. */
  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-insert so the Map's order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: Buffer): void {
    this.drop(key);
    // A body larger than the whole budget is not kept (it would evict everything for one entry).
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
