import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { bearerToken } from "./request-context.js";

const tokenOf = (authorization: string | undefined) =>
  bearerToken({ headers: authorization === undefined ? {} : { authorization } } as FastifyRequest);

describe("bearerToken", () => {
  it("reads the token of a Bearer header, the scheme in any case", () => {
    expect(tokenOf("Bearer abc.DEF-123_")).toBe("abc.DEF-123_");
    expect(tokenOf("bearer abc")).toBe("abc");
    expect(tokenOf("BEARER abc")).toBe("abc");
    expect(tokenOf("Bearer abc more")).toBe("abc");
    expect(tokenOf("Bearer \tabc")).toBe("abc");
  });

  it("finds none in other schemes, a missing token or no header", () => {
    for (const header of [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      "Bearer  abc",
      "Bearerabc",
      " Bearer abc",
      "Basic YWJj",
      "Token abc",
    ]) {
      expect(tokenOf(header), JSON.stringify(header)).toBeUndefined();
    }
  });
});
