import { describe, expect, it } from "vitest";
import { holdTickShape } from "./tick-shape.js";

describe("holdTickShape", () => {
  it("holds one queued tick of process.nextTick, the same one on every call", () => {
    const held = holdTickShape();
    expect(held).toMatchObject({ callback: expect.any(Function) });
    expect(holdTickShape()).toBe(held);
  });
});
