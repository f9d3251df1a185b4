import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes whole numbers as en-US does", () => {
    for (const value of [0, 7, 999, 1_000, 10_393, 123_456, 1_000_000, 9_876_543_210, -4_200]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("rounds a fraction to the nearest whole number", () => {
    expect(formatCount(1234.6)).toBe("1,235");
    expect(formatCount(-0.2)).toBe("0");
  });
});
