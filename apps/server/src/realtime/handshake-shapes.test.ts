import { describe, expect, it } from "vitest";
import { signedInSocketUser, TestSocket, useSocketApp } from "../test/ws-client.js";

const app = useSocketApp();

// The spec fixes neither where the token goes nor the timestamp's form; clients differ.
describe("the authenticate message in the shapes clients send", () => {
  it.each([
    [
      "the token in data, an ISO timestamp",
      (token: string) => ({ type: "authenticate", timestamp: new Date().toISOString(), data: { token } }),
    ],
    ["the token at the top level", (token: string) => ({ type: "authenticate", token })],
    [
      "the token at the top level with a numeric timestamp",
      (token: string) => ({ type: "authenticate", timestamp: Date.now(), token }),
    ],
    [
      "the token in data with a numeric timestamp",
      (token: string) => ({ type: "authenticate", timestamp: Date.now(), data: { token } }),
    ],
  ])("authenticates with %s", async (_name, message) => {
    const { user, token } = await signedInSocketUser(app.t);
    const client = new TestSocket(app.wsUrl);
    await client.next("connected");
    client.send(message(token));
    expect((await client.next("authenticated")).data.userId).toBe(user.id);
    client.send({ type: "ping", timestamp: Date.now() });
    await client.next("pong");
    client.close();
  });

  it("answers an authenticate message without a token as malformed, and still accepts a good one", async () => {
    const { token } = await signedInSocketUser(app.t);
    const client = new TestSocket(app.wsUrl);
    await client.next("connected");
    client.send({ type: "authenticate", timestamp: Date.now() });
    expect((await client.next("error")).data.code).toBe("BAD_MESSAGE");
    client.send({ type: "authenticate", token });
    await client.next("authenticated");
    client.close();
  });
});
