import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app.js";

let port: number;
const t = useTestApp();
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How the connection ended: closed in order by the server, or reset. */
  ended: "end" | "reset";
}

/** Sends raw bytes on a fresh connection and reads until the server closes it. */
function exchange(...chunks: (string | Buffer)[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let reset = false;
    socket.on("data", (chunk) => received.push(chunk));
    // Writes after the server has closed may fail; what counts is what was read.
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ECONNRESET" || err.code === "EPIPE") reset = true;
      else reject(err);
    });
    socket.on("close", () => {
      const text = Buffer.concat(received).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(":");
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: rest.join("\r\n\r\n"),
        ended: reset ? "reset" : "end",
      });
    });
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const envelope = (code: string) => ({
  success: false,
  error: { code, message: expect.any(String) },
  code,
  message: expect.any(String),
});

describe("errors raised before a route runs come back in the envelope", () => {
  it("answers headers too large with 431 and closes the connection in order, whatever follows", async () => {
    const big = `GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`;
    // The client keeps sending (more headers, then a second request) while the server refuses.
    const answer = await exchange(
      big,
      `X-More: ${"b".repeat(200_000)}\r\n\r\n`,
      "GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    // Like every other API error, never stored by a cache.
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(answer.body)).toEqual(envelope("HEADERS_TOO_LARGE"));
    expect(answer.ended).toBe("end");
  });

  it.each([
    ["a method the parser does not know", "BREW /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a control character in a header", "GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n"],
    ["a malformed Content-Length", "POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n"],
    ["a request line that is not HTTP", "hello there\r\n\r\n"],
  ])("answers %s with 400 BAD_REQUEST and closes the connection", async (_name, request) => {
    const answer = await exchange(request);
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual(envelope("BAD_REQUEST"));
    expect(answer.ended).toBe("end");
  });

  it.each([
    ["/api/%zz", 400, "BAD_REQUEST"],
    ["/api/universities/%E0%A4%A", 400, "BAD_REQUEST"],
    [`/api/staff-invite/${"a".repeat(300)}`, 414, "URI_TOO_LONG"],
  ])("answers GET %s with %i %s", async (url, status, code) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual(envelope(code));
  });

  it.each(["PROPFIND", "TRACE", "SEARCH"] as const)(
    "answers %s on an API path in the envelope",
    async (method) => {
      const res = await t.app.inject({ method, url: "/api/health/live" });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    },
  );

  it("answers a plain GET of the socket path in the envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/ws" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual(envelope("NOT_FOUND"));
  });
});
