/** Where the last notification sequence a tab has seen is kept, so a reload can ask for a replay. */
export interface SequenceStore {
  read(): number | undefined;
  write(sequence: number): void;
}

const KEY_PREFIX = "meridian:notification-sequence:";

/**
 * A store per user in sessionStorage (per tab: another tab has its own socket and its own replay),
 * mirrored in memory because storage may be blocked.
 */
export function createSequenceStore(userId: string): SequenceStore {
  const key = `${KEY_PREFIX}${userId}`;
  let memory: number | undefined;
  try {
    const stored = Number.parseInt(window.sessionStorage.getItem(key) ?? "", 10);
    if (Number.isSafeInteger(stored) && stored >= 0) memory = stored;
  } catch {
    // Blocked storage: the memory copy still covers reconnects within this page.
  }
  return {
    read: () => memory,
    write: (sequence) => {
      if (memory !== undefined && sequence <= memory) return;
      memory = sequence;
      try {
        window.sessionStorage.setItem(key, String(sequence));
      } catch {
        // As above: memory is enough until the page is reloaded.
      }
    },
  };
}
