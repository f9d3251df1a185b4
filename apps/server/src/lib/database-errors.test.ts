import { describe, expect, it } from "vitest";
import {
  databaseErrorIn,
  isDatabaseUnavailable,
  isInvalidInputError,
  sqlStateOf,
} from "./database-errors.js";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a connect timeout", withCode("connect ETIMEDOUT", "ETIMEDOUT")],
    [
      "the server shutting down (57P01)",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["a connection lost mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a query the client stopped waiting for", new Error("Query read timeout")],
    [
      "a statement cancelled by statement_timeout (57014)",
      withCode("canceling statement due to statement timeout", "57014"),
    ],
    [
      "a transaction chosen as a deadlock's victim (40P01), rolled back whole",
      withCode("deadlock detected", "40P01"),
    ],
    [
      "a driver error wrapped by the ORM",
      new Error("Failed query: select 1\nparams: ", {
        cause: withCode("connect ECONNREFUSED", "ECONNREFUSED"),
      }),
    ],
  ])("recognises %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a syntax error", withCode("syntax error at or near", "42601")],
    [
      "an ORM error whose values only mention a connection",
      new Error("Failed query: x\nparams: Connection terminated"),
    ],
    ["something that is not an error", "ECONNREFUSED"],
  ])("does not take %s for an outage", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("the SQLSTATE of a wrapped driver error", () => {
  const driver = Object.assign(new Error("invalid byte sequence"), { code: "22021", severity: "ERROR" });
  const wrapped = new Error("Failed query: insert …", { cause: driver });

  it("is found under the ORM's wrapper, and class 22 is the client's invalid input", () => {
    expect(sqlStateOf(wrapped)).toBe("22021");
    expect(isInvalidInputError(wrapped)).toBe(true);
    expect(databaseErrorIn(wrapped)).toBe(driver);
  });

  it("is absent from errors that are not the database's", () => {
    const network = withCode("connect ECONNREFUSED", "ECONNREFUSED");
    expect(sqlStateOf(network)).toBeUndefined();
    expect(isInvalidInputError(network)).toBe(false);
    expect(databaseErrorIn(network)).toBeUndefined();
    expect(isInvalidInputError(withCode("duplicate key", "23505"))).toBe(false);
  });
});
