import * as contract from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./test/test-app.js";

/**
 * The contract and the server agree: every endpoint the contract declares is served (the web app
 * calls only those), and every route the server documents is declared in the contract. A page
 * whose endpoint was never built (as /plans once was) fails here, not in a user's browser.
 */
interface DeclaredEndpoint {
  method: string;
  path: string;
}

function isEndpoint(value: unknown): value is DeclaredEndpoint {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as DeclaredEndpoint).method === "string" &&
    typeof (value as DeclaredEndpoint).path === "string" &&
    (value as DeclaredEndpoint).path.startsWith("/api/")
  );
}

/**
 * Every endpoint of every `…Endpoints` group the contract exports, and every single `…Endpoint`
 * (the payment webhook, which stands alone), as "METHOD /path/{param}".
 */
function declaredEndpoints(): string[] {
  return Object.entries(contract)
    .flatMap(([name, value]) =>
      name.endsWith("Endpoints")
        ? Object.values(value as Record<string, unknown>)
        : name.endsWith("Endpoint")
          ? [value]
          : [],
    )
    .filter(isEndpoint)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
}

const t = useTestApp();

describe("contract and server", () => {
  it("serve every endpoint the contract declares", () => {
    const declared = declaredEndpoints();
    expect(declared.length).toBeGreaterThan(30);
    const missing = declared.filter((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return !t.app.hasRoute({ method: method as "GET", url: path.replace(/\{(\w+)\}/g, ":$1") });
    });
    expect(missing, "declared in the contract but not served").toEqual([]);
  });

  it("declare in the contract every route the server documents", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const documented = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = new Set(declaredEndpoints());
    expect(
      documented.filter((route) => !declared.has(route)),
      "served but not declared in the contract",
    ).toEqual([]);
  });
});
