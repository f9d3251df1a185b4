import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "./concurrency-limit.js";

describe("ConcurrencyLimit", () => {
  it("refuses a user past their own limit first, then anyone past the node's, until turns are given back", () => {
    const limit = new ConcurrencyLimit({ perNode: 2, perUser: 1 });
    const ann = limit.enter("ann");
    expect(typeof ann).toBe("function");
    expect(limit.enter("ann")).toBe("user-busy");
    const bob = limit.enter("bob");
    expect(typeof bob).toBe("function");
    expect(limit.enter("cy")).toBe("node-busy");
    // A user at their own limit hears so even when the node is full too.
    expect(limit.enter("ann")).toBe("user-busy");

    if (typeof ann === "function") {
      ann();
      ann();
    }
    // Given back once, however often release is called.
    expect(typeof limit.enter("cy")).toBe("function");
    expect(limit.enter("dee")).toBe("node-busy");
  });
});
