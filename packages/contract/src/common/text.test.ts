import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contract from "../index.js";
import { isSafeText, text, textChecks } from "./text.js";

describe("text(), the string every request schema starts from", () => {
  it.each([
    ["a NUL character", "ab\u0000c"],
    ["a bell", "ab\u0007c"],
    ["an escape", "\u001b[31mred"],
    ["DEL", "ab\u007f"],
    ["two lone low surrogates", "\udfff\udfff"],
    ["a lone high surrogate at the end", "ab\ud800"],
    ["a high surrogate before a letter", "\ud800a"],
  ])("refuses %s with the field's message", (_name, value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/control characters or invalid characters/);
  });

  it.each([
    ["plain text", "Universität Zürich"],
    ["a paired surrogate (emoji)", "Go 🎓"],
    ["an empty string", ""],
  ])("accepts %s", (_name, value) => {
    expect(text().safeParse(value).success).toBe(true);
  });

  it("allows tab, line feed and carriage return in multi-line text only", () => {
    expect(isSafeText("one\r\ntwo\tthree", { multiline: true })).toBe(true);
    expect(isSafeText("one\r\ntwo")).toBe(false);
    expect(isSafeText("one\ttwo")).toBe(false);
    expect(isSafeText("one\u0000two", { multiline: true })).toBe(false);
  });
});

type Def = {
  type: string;
  checks?: unknown[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

/** The paths of every plain string in a schema that does not carry text()'s check. */
function uncheckedStrings(schema: z.ZodType, path: string, found: string[] = []): string[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const walk = (child: z.ZodType | undefined, at = path) => child && uncheckedStrings(child, at, found);
  switch (def.type) {
    case "string":
      // String formats (uuid, email) admit no control character by their own pattern.
      if (!def.format && !def.checks?.some((check) => textChecks.includes(check)))
        found.push(path || "(root)");
      break;
    case "object":
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, `${path}.${key}`);
      break;
    case "union":
      for (const option of def.options ?? []) walk(option);
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    // Two sides each: a pipe's in and out, a record's keys and values, an intersection's left and
    // right (what a kind does not have is undefined, and walk passes over it).
    case "pipe":
    case "record":
    case "intersection":
      for (const side of [def.in, def.out, def.keyType, def.valueType, def.left, def.right]) walk(side);
      break;
    default:
      walk(def.innerType);
  }
  return found;
}

describe("every request string of the contract", () => {
  const endpoints = Object.entries(contract)
    .filter(([name]) => name.endsWith("Endpoints"))
    .flatMap(([group, map]) =>
      Object.entries(map as Record<string, { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }>).map(
        ([name, endpoint]) => [`${group}.${name}`, endpoint] as const,
      ),
    );

  it("finds the endpoints to check", () => {
    expect(endpoints.length).toBeGreaterThan(20);
  });

  it.each(endpoints)("%s starts its strings from text()", (_name, endpoint) => {
    const unchecked = (["params", "query", "body"] as const).flatMap((part) =>
      endpoint[part] ? uncheckedStrings(endpoint[part], part) : [],
    );
    expect(unchecked).toEqual([]);
  });

  it("holds for the messages a socket client sends", () => {
    expect(uncheckedStrings(contract.ClientMessageSchema, "message")).toEqual([]);
  });
});
