import { vi } from "vitest";

/** Makes localStorage refuse writes (a full quota, a privacy mode) until the test's mocks are restored. */
export function blockStorageWrites(): void {
  const real = window.localStorage;
  const blocked = {
    getItem: (key: string) => real.getItem(key),
    removeItem: (key: string) => real.removeItem(key),
    clear: () => real.clear(),
    key: (index: number) => real.key(index),
    get length() {
      return real.length;
    },
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  } satisfies Storage;
  vi.spyOn(window, "localStorage", "get").mockReturnValue(blocked);
}
