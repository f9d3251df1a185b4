import { describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { signedInSocketUser, TestSocket, useSocketApp } from "../../test/ws-client.js";
import { notify } from "./notifications.service.js";

const app = useSocketApp();

const signedInUser = () => signedInSocketUser(app.t);

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
    const other = await createUser(app.t.database.db);
    const client = await TestSocket.signedIn(app.wsUrl, token);
    await notify(app.t.ctx, other.id, { type: "system", title: "Not yours", message: "x" });
    await notify(app.t.ctx, user.id, { type: "system", title: "Hello", message: "Live" });
    const live = await client.next("notification");
    expect(live.data).toMatchObject({ title: "Hello", message: "Live", isRead: false, sequence: 1 });
    await settled(client);
    expect(titlesOf(client)).toEqual(["Hello"]);
    const list = await app.t.app.inject({ method: "GET", url: "/api/notifications", headers });
    expect(list.json().data[0]).toMatchObject({ id: live.data.id });
    client.close();
  });

  it("are replayed to a reconnecting client from its last sequence, without duplicates", async () => {
    const { user, token } = await signedInUser();
    const first = await TestSocket.signedIn(app.wsUrl, token);
    await notify(app.t.ctx, user.id, { type: "system", title: "One", message: "1" });
    const seen = await first.next("notification");
    first.close();
    await first.closed;
    await notify(app.t.ctx, user.id, { type: "system", title: "Two", message: "2" });
    await notify(app.t.ctx, user.id, { type: "system", title: "Three", message: "3" });

    const again = await TestSocket.signedIn(app.wsUrl, token, seen.data.sequence);
    await again.next("notification", (m) => m.data.title === "Three");
    await notify(app.t.ctx, user.id, { type: "system", title: "Four", message: "4" });
    await again.next("notification", (m) => m.data.title === "Four");
    await settled(again);
    expect(titlesOf(again)).toEqual(["Two", "Three", "Four"]);
    again.close();
  });

  it("are not replayed to a client that sends no last sequence", async () => {
    const { user, token } = await signedInUser();
    await notify(app.t.ctx, user.id, { type: "system", title: "Old", message: "x" });
    const client = await TestSocket.signedIn(app.wsUrl, token);
    await settled(client);
    expect(titlesOf(client)).toEqual([]);
    client.close();
  });

  it("tell a client that missed more than can be replayed to refetch", async () => {
    const { user, token } = await signedInUser();
    for (let i = 0; i < 102; i++)
      await notify(app.t.ctx, user.id, { type: "system", title: `N${i}`, message: "x" });
    const client = await TestSocket.signedIn(app.wsUrl, token, 0);
    expect((await client.next("resync")).data.reason).toMatch(/fetch/);
    await settled(client);
    expect(titlesOf(client)).toEqual([]);
    client.close();
  }, 30_000);
});
