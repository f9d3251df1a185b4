import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { listenForSockets, signedInSocketUser, TestSocket } from "../../test/ws-client.js";
import { notify } from "./notifications.service.js";

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = await listenForSockets(t);
});
afterAll(() => t.app.close());

const signedInUser = () => signedInSocketUser(t);

/** Waits until the server has answered everything sent before: it answers a ping in order. */
async function settled(client: TestSocket): Promise<void> {
  const pongs = client.messages.filter((m) => m.type === "pong").length;
  client.send({ type: "ping" });
  await client.next("pong", () => client.messages.filter((m) => m.type === "pong").length > pongs);
}

const titlesOf = (client: TestSocket) =>
  client.messages.flatMap((m) => (m.type === "notification" ? [m.data.title] : []));

describe("notifications on the realtime channel", () => {
  it("arrive live on their user's socket only, and the list has them", async () => {
    const { user, headers, token } = await signedInUser();
    const other = await createUser(t.database.db);
    const client = await TestSocket.signedIn(wsUrl, token);
    await notify(t.ctx, other.id, { type: "system", title: "Not yours", message: "x" });
    await notify(t.ctx, user.id, { type: "system", title: "Hello", message: "Live" });
    const live = await client.next("notification");
    expect(live.data).toMatchObject({ title: "Hello", message: "Live", isRead: false, sequence: 1 });
    await settled(client);
    expect(titlesOf(client)).toEqual(["Hello"]);
    const list = await t.app.inject({ method: "GET", url: "/api/notifications", headers });
    expect(list.json().data[0]).toMatchObject({ id: live.data.id });
    client.close();
  });

  it("are replayed to a reconnecting client from its last sequence, without duplicates", async () => {
    const { user, token } = await signedInUser();
    const first = await TestSocket.signedIn(wsUrl, token);
    await notify(t.ctx, user.id, { type: "system", title: "One", message: "1" });
    const seen = await first.next("notification");
    first.close();
    await first.closed;
    await notify(t.ctx, user.id, { type: "system", title: "Two", message: "2" });
    await notify(t.ctx, user.id, { type: "system", title: "Three", message: "3" });

    const again = await TestSocket.signedIn(wsUrl, token, seen.data.sequence);
    await again.next("notification", (m) => m.data.title === "Three");
    await notify(t.ctx, user.id, { type: "system", title: "Four", message: "4" });
    await again.next("notification", (m) => m.data.title === "Four");
    await settled(again);
    expect(titlesOf(again)).toEqual(["Two", "Three", "Four"]);
    again.close();
  });

  it("are not replayed to a client that sends no last sequence", async () => {
    const { user, token } = await signedInUser();
    await notify(t.ctx, user.id, { type: "system", title: "Old", message: "x" });
    const client = await TestSocket.signedIn(wsUrl, token);
    await settled(client);
    expect(titlesOf(client)).toEqual([]);
    client.close();
  });

  it("tell a client that missed more than can be replayed to refetch", async () => {
    const { user, token } = await signedInUser();
    for (let i = 0; i < 102; i++)
      await notify(t.ctx, user.id, { type: "system", title: `N${i}`, message: "x" });
    const client = await TestSocket.signedIn(wsUrl, token, 0);
    expect((await client.next("resync")).data.reason).toMatch(/fetch/);
    await settled(client);
    expect(titlesOf(client)).toEqual([]);
    client.close();
  }, 30_000);
});
