/** A kept body: its bytes, the version of the data it was made from, and what its keeper noted of it. */
export interface CachedBody<Note = undefined> {
  version: string;
  body: Buffer;
  note: Note;
}

/**
 * Serialized response bodies (UTF-8 bytes, ready to write: a hit encodes nothing), each kept with
 * the version of the data it was made from and served only while that version is current. Least
 * recently used bodies leave first once the bytes held pass the budget, so a node's memory stays
 * bounded whatever the bodies' sizes. A keeper may note something with a body (where a reader's
 * own marks go in it, how long it holds: decision 053).
 */
export class BodyCache<Note = undefined> {
  private readonly entries = new Map<string, CachedBody<Note>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The body made at `version`, if it is still here. */
  get(key: string, version: string): Buffer | undefined {
    return this.entry(key, version)?.body;
  }

  /** The body made at `version` with its note, if it is still here. */
  entry(key: string, version: string): CachedBody<Note> | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-insert so the Map's order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The body kept under `key` whatever its version (to prepare the check of that version). */
  peek(key: string): CachedBody<Note> | undefined {
    return this.entries.get(key);
  }

  set(key: string, version: string, body: Buffer, ...note: Note extends undefined ? [] : [Note]): void {
    this.drop(key);
    // A body larger than the whole budget is not kept (it would evict everything for one entry).
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { version, body, note: note[0] as Note });
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
