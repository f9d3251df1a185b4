import { describe, expect, it } from "vitest";
import { formatStorageSize } from "./documents.js";

describe("formatStorageSize", () => {
  it("shows bytes whole and larger sizes in KB, MB or GB with 2 decimals (spec part 2 §9)", () => {
    expect(formatStorageSize(0)).toBe("0 Bytes");
    expect(formatStorageSize(1023)).toBe("1023 Bytes");
    expect(formatStorageSize(1536)).toBe("1.50 KB");
    expect(formatStorageSize(10 * 1024 * 1024)).toBe("10.00 MB");
    expect(formatStorageSize(200 * 1024 * 1024 - 1)).toBe("200.00 MB");
    expect(formatStorageSize(3 * 1024 ** 3)).toBe("3.00 GB");
    expect(formatStorageSize(2048 * 1024 ** 3)).toBe("2048.00 GB");
  });

  it("chooses the unit after rounding, and never shows a negative or unreadable size", () => {
    expect(formatStorageSize(1024 * 1024 - 1)).toBe("1.00 MB");
    expect(formatStorageSize(1024 * 1024 - 6)).toBe("1023.99 KB");
    expect(formatStorageSize(1.25 * 1024 ** 3)).toBe("1.25 GB");
    expect(formatStorageSize(-5)).toBe("0 Bytes");
    expect(formatStorageSize(Number.NaN)).toBe("0 Bytes");
  });
});
