import { describe, expect, it } from "vitest";
import { describeCauses } from "./describe-causes.js";

describe("describeCauses", () => {
  it("names every cause under the error, with its code", () => {
    const driver = Object.assign(new Error("could not open relation"), { code: "58P01" });
    const wrapped = new Error("Failed query: analyze universities", {
      cause: new Error("query failed", { cause: driver }),
    });
    expect(describeCauses(wrapped)).toBe(
      "Failed query: analyze universities\n  caused by: query failed\n  caused by: could not open relation [58P01]",
    );
  });

  it("tells a thrown value that is not an error as it is", () => {
    expect(describeCauses("boom")).toBe("boom");
    expect(describeCauses(new Error("outer", { cause: { reason: 1 } }))).toBe(
      'outer\n  caused by: {"reason":1}',
    );
  });
});
