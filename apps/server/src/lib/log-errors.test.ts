import { describe, expect, it } from "vitest";
import { serializeError } from "./log-errors.js";

/** Like drizzle's wrapper: the statement and values in the message, the stack and two properties. */
class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`);
    this.cause = cause;
  }
}

describe("serializeError", () => {
  it("withholds a failed query's statement and values when the database could not be reached", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      errno: -111,
    });
    const tokenHash = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    const logged = JSON.stringify(
      serializeError(new QueryError("select * from sessions where token_hash = $1", [tokenHash], refused)),
    );
    expect(logged).not.toContain(tokenHash);
    expect(logged).not.toContain("token_hash");
    // The cause that says why (no value in it) is kept.
    expect(JSON.parse(logged).cause).toMatchObject({ code: "ECONNREFUSED", message: refused.message });
  });

  it("keeps an ordinary error as it is", () => {
    const logged = serializeError(Object.assign(new Error("disk full"), { code: "ENOSPC" }));
    expect(logged).toMatchObject({ type: "Error", message: "disk full", code: "ENOSPC" });
    expect(logged.stack).toContain("disk full");
  });
});
