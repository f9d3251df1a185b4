import { defineEndpoint } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { LogCapture } from "../test/log-capture.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { envelopeSerializerOf, registerEndpoint, serializedAnswer } from "./register-endpoint.js";

const endpointAt = (path: `/api/${string}`) =>
  defineEndpoint({
    method: "GET",
    path,
    summary: "test",
    tags: ["test"],
    response: z.object({ n: z.number() }),
  });

const endpoints = {
  valueNow: endpointAt("/api/test-answers/value-now"),
  valueLater: endpointAt("/api/test-answers/value-later"),
  bytesNow: endpointAt("/api/test-answers/bytes-now"),
  bytesLater: endpointAt("/api/test-answers/bytes-later"),
};

describe("registerEndpoint's answers", () => {
  const logs = new LogCapture();
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      logs,
      env: { LOG_LEVEL: "warn" },
      prepare: (app) => {
        const bytes = envelopeSerializerOf(endpoints.bytesNow)({ success: true, data: { n: 1 } });
        registerEndpoint(app, endpoints.valueNow, { access: "public" }, () => ({ n: 1 }));
        registerEndpoint(app, endpoints.valueLater, { access: "public" }, async () => ({ n: 1 }));
        registerEndpoint(app, endpoints.bytesNow, { access: "public" }, () => serializedAnswer(bytes));
        registerEndpoint(app, endpoints.bytesLater, { access: "public" }, async () =>
          serializedAnswer(Buffer.from(bytes)),
        );
      },
    });
  });
  afterAll(() => test.app.close());

  it("are the same whether the handler answers at once or after a promise, as a value or as bytes", async () => {
    for (const endpoint of Object.values(endpoints)) {
      const res = await test.app.inject({ method: "GET", url: endpoint.path });
      expect(res.statusCode, endpoint.path).toBe(200);
      expect(res.body, endpoint.path).toBe('{"success":true,"data":{"n":1}}');
      expect(res.headers["content-type"], endpoint.path).toBe("application/json; charset=utf-8");
      expect(res.headers["content-length"], endpoint.path).toBe(String(res.rawPayload.length));
      expect(res.headers["cache-control"], endpoint.path).toBe("no-store");
      expect(res.headers["x-content-type-options"], endpoint.path).toBe("nosniff");
    }
    // Each answer is sent once: a second send would log Fastify's "already sent" warning.
    expect(logs.lines).toEqual([]);
  });
});
