import { ErrorEnvelopeSchema } from "@meridian/contract";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./test/factories.js";
import { type BrowserHeaders, csrfHeaders, multipartFile, signIn } from "./test/http.js";
import { useTestApp } from "./test/test-app.js";

/**
 * Every operation of the OpenAPI document, called with generated bodies, queries and path ids
 * (plausible values from its schemas mixed with hostile ones) as an anonymous visitor, a student
 * and an admin. No answer may be a 5xx, and every error must be the envelope. The seed is fixed,
 * so a run is repeatable; the file has its own database, so what it writes stays here.
 */
const SEED = 20_261_124;
const RUNS_PER_OPERATION = 25;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: { kind: "json"; schema: JsonSchema } | { kind: "multipart" };
}

const hostileStrings = [
  "\u0000",
  "a\u0000b",
  "\udfff\udfff",
  "\ud800",
  "\u001b[31m",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "x".repeat(5000),
  "",
  " ",
  "1e999",
  "-1",
  "NaN",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];
const hostileNumbers = [1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1.5, -1, 0, Number.MAX_SAFE_INTEGER * 1000];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(true, false, null, [], {}, [1, "a"], { nested: { deeper: "\u0000" } }),
  fc.string({ maxLength: 30, unit: "binary" }),
);

/** Values shaped by a schema: mostly plausible (so requests get past the first check), sometimes hostile. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  const plausible: fc.Arbitrary<unknown> = alternatives
    ? fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)))
    : schema.enum
      ? fc.constantFrom(...schema.enum)
      : schema.const !== undefined
        ? fc.constant(schema.const)
        : plausibleOfType(schema, depth);
  return fc.oneof({ arbitrary: plausible, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function plausibleOfType(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "email") return fc.emailAddress();
      if (schema.format === "uuid") return fc.uuid();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
    case "integer":
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31),
      });
    case "number":
      return fc.double({ noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
    case "object":
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromSchema(s, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
    default:
      return hostileValue;
  }
}

/** A JSON body for the operation: shaped by its schema, or the wrong shape altogether. */
function jsonBody(schema: JsonSchema): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const text = (value: unknown) => ({ payload: JSON.stringify(value), contentType: "application/json" });
  return fc.oneof(
    { arbitrary: fromSchema(schema).map(text), weight: 6 },
    { arbitrary: fc.array(fromSchema(schema), { maxLength: 2 }).map(text), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map(text), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        { payload: "", contentType: "application/json" },
        { payload: "{", contentType: "application/json" },
        { payload: '{"__proto__":{"admin":true}}', contentType: "application/json" },
        { payload: "a=b", contentType: "application/x-www-form-urlencoded" },
        { payload: "plain", contentType: "text/plain" },
        {},
      ),
      weight: 1,
    },
  );
}

function multipartBody(): fc.Arbitrary<{ payload?: Buffer | string; contentType?: string }> {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom("u.csv", "u.xlsx", "x.png", ""), fc.string({ maxLength: 200 }))
      .map(([name, content]) => {
        const { payload, headers } = multipartFile(
          name,
          `name,country,countryCode\n${content}\n`,
          "text/csv",
        );
        return { payload, contentType: headers["content-type"] };
      }),
    fc.constantFrom(
      { payload: "--x\r\n", contentType: "multipart/form-data" },
      { payload: "{}", contentType: "application/json" },
      { payload: "", contentType: "multipart/form-data; boundary=x" },
    ),
  );
}

/** A path segment: a real-looking id, or something hostile, percent-encoded as a client would. */
const pathSegment = fc.oneof(
  fc.uuid().map((id) => id),
  fc.constantFrom("%00", "%zz", "%ED%BF%BF", "a".repeat(300), "..%2F..", "1", "-1", "null", "%20"),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x"))),
);

/** A query value, percent-encoded; lone surrogates go raw as the invalid UTF-8 a client could send. */
function encodeQueryValue(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text ?? "");
  } catch {
    return "%ED%BF%BF";
  }
}

function queryString(query: Record<string, JsonSchema>): fc.Arbitrary<string> {
  const names = Object.keys(query);
  if (names.length === 0) return fc.constantFrom("", "?x=%00", "?%zz=1");
  return fc
    .record(
      Object.fromEntries(
        names.map((name) => [
          name,
          fc.oneof(
            fromSchema(query[name]).map(encodeQueryValue),
            fc.constantFrom("%00", "%zz", "%", "%FF", "1e999", "99999999999999999999"),
            // The same key twice: an array where one value is expected.
            fc.constant(["1", "2"]),
          ),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((values) => {
      const pairs = Object.entries(values).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => `${name}=${v}`) : [`${name}=${value}`],
      );
      return pairs.length ? `?${pairs.join("&")}` : "";
    });
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema])),
        body: json
          ? { kind: "json" as const, schema: json.schema }
          : content["multipart/form-data"]
            ? { kind: "multipart" as const }
            : undefined,
      };
    }),
  );
}

type Identity = "anonymous" | "student" | "admin";
let operations: Operation[];
const identities = {} as Record<Identity, BrowserHeaders>;
const users = {} as Record<Exclude<Identity, "anonymous">, Awaited<ReturnType<typeof createUser>>>;

const t = useTestApp();
beforeAll(async () => {
  const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  operations = operationsOf(doc.json());
  users.student = await createUser(t.database.db);
  users.admin = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
  identities.anonymous = await csrfHeaders(t.app);
  identities.student = await signIn(t.app, users.student);
  identities.admin = await signIn(t.app, users.admin);
});

/** Sends one generated request and checks what the client sees. */
async function check(operation: Operation, identity: Identity, request: Omit<InjectOptions, "method">) {
  const res = await t.app.inject({ method: operation.method as "GET", ...request });
  const where = `${operation.method} ${String(request.url)} as ${identity} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers["content-type"], where).toMatch(/^application\/json/);
    expect(ErrorEnvelopeSchema.safeParse(JSON.parse(res.body)).success, where).toBe(true);
  }
  // A generated logout may end the identity's session: sign in again so the next runs are signed in.
  if (operation.path === "/api/auth/logout" && identity !== "anonymous" && res.statusCode === 200) {
    identities[identity] = await signIn(t.app, users[identity]);
  }
}

describe("every API operation under generated and hostile input", () => {
  it("finds the operations in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it("answers every operation without a 5xx, and every error in the envelope", async () => {
    for (const operation of operations) {
      const body =
        operation.body?.kind === "json"
          ? jsonBody(operation.body.schema)
          : operation.body?.kind === "multipart"
            ? multipartBody()
            : fc.constantFrom<{ payload?: string; contentType?: string }>(
                {},
                { contentType: "application/json" },
              );
      const request = fc.record({
        identity: fc.constantFrom<Identity>("anonymous", "student", "admin"),
        segments: fc.array(pathSegment, {
          minLength: operation.pathParams.length,
          maxLength: operation.pathParams.length,
        }),
        query: queryString(operation.query),
        body,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ identity, segments, query, body: { payload, contentType } }) => {
          let path = operation.path;
          operation.pathParams.forEach((name, i) => {
            path = path.replace(`{${name}}`, segments[i] ?? "x");
          });
          await check(operation, identity, {
            url: `${path}${query}`,
            headers: { ...identities[identity], ...(contentType ? { "content-type": contentType } : {}) },
            ...(payload === undefined ? {} : { payload }),
          });
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
  }, 120_000);
});
