import { describe, expect, it } from "vitest";
import { formatBytes } from "./file-size";

describe("formatBytes", () => {
  it("shows Bytes, KB, MB or GB with 2 decimals (spec part 2 §9)", () => {
    expect(formatBytes(0)).toBe("0 Bytes");
    expect(formatBytes(1023)).toBe("1023 Bytes");
    expect(formatBytes(1024)).toBe("1.00 KB");
    expect(formatBytes(1536)).toBe("1.50 KB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10.00 MB");
    expect(formatBytes(200 * 1024 * 1024)).toBe("200.00 MB");
    expect(formatBytes(1.25 * 1024 ** 3)).toBe("1.25 GB");
    expect(formatBytes(3 * 1024 ** 4)).toBe("3072.00 GB");
  });

  it("rounds to the nearest hundredth and never shows a negative or unreadable size", () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe("1.00 MB");
    expect(formatBytes(1024 * 1024 - 6)).toBe("1023.99 KB");
    expect(formatBytes(-5)).toBe("0 Bytes");
    expect(formatBytes(Number.NaN)).toBe("0 Bytes");
  });
});
