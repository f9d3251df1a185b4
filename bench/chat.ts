// Chat benchmark on one node: N student–counselor pairs, every one of them with an open socket,
// and M messages a second in all for a bounded time, each sent over HTTP by one side of a pair;
// prints the delivery time to the other side's socket (p50/p99) and the server's RSS.
// Usage: npm run bench:chat [-- --pairs 1000 --rate 50 --seconds 30]
// On PGlite by default; DATABASE_URL runs it on PostgreSQL. The pairs, their assignments and
// their sessions are written straight into the database before the measured start, so no
// sign-in (and no argon2) is part of the run. Loopback only.

import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chatLimits } from "@meridian/contract";
import { eq, inArray } from "drizzle-orm";
import WebSocket from "ws";
import { openDatabase } from "../apps/server/dist/db/client.js";
import { sessions, studentProfiles, users } from "../apps/server/dist/db/schema/index.js";
import { sha256 } from "../apps/server/dist/lib/crypto.js";
import { csrfHeaders } from "../e2e/csrf-headers.js";
import {
  databaseEnv,
  ensureDescriptorLimit,
  freePort,
  numberArguments,
  percentile,
  rssMegabytes,
  startBuiltServer,
  startSeededServer,
  stopServer,
} from "./lib.js";

const {
  pairs: pairCount,
  seconds,
  rate: askedRate,
} = numberArguments({ pairs: 1_000, seconds: 30, rate: 50 });
// A sender may write once per 15 s per conversation: the rate is capped so no pair is throttled.
const intervalSeconds = chatLimits.sendIntervalMs / 1000;
const rate = Math.min(askedRate, Math.floor(pairCount / (intervalSeconds + 1)) || 1);
const total = rate * seconds;

// Two sockets per pair plus the server's own descriptors: raise the soft limit when it is lower.
const needed = pairCount * 4 + 200;
ensureDescriptorLimit(needed, "run fewer --pairs");

const dataDir = mkdtempSync(join(tmpdir(), "meridian-bench-chat-"));
const env = {
  ...databaseEnv(),
  DATA_DIR: dataDir,
  WS_MAX_CONNECTIONS: String(pairCount * 2 + 100),
  WS_MAX_CONNECTIONS_PER_ADDRESS: String(pairCount * 2 + 100),
};

interface Side {
  id: string;
  token: string;
}
interface Pair {
  student: Side;
  counselor: Side;
  profileId: string;
}

/** Writes the pairs, their assignments and a session each; the server is not running meanwhile. */
async function seedPairs(): Promise<Pair[]> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const run = randomBytes(4).toString("hex");
  const tokenOf = () => randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  const pairs: Pair[] = [];
  try {
    for (let start = 0; start < pairCount; start += 200) {
      const batch = Array.from({ length: Math.min(200, pairCount - start) }, (_, k) => start + k);
      const person = (i: number, kind: "s" | "c") => ({
        email: `bench-chat-${run}-${kind}${i}@gmail.com`,
        passwordHash: "not-a-password-hash",
        firstName: kind === "s" ? "Student" : "Counselor",
        lastName: String(i),
        userType: kind === "s" ? ("customer" as const) : ("team_member" as const),
        teamRole: kind === "s" ? null : ("counselor" as const),
        accountStatus: "active" as const,
      });
      const made = await database.db
        .insert(users)
        .values(batch.flatMap((i) => [person(i, "s"), person(i, "c")]))
        .returning({ id: users.id, email: users.email });
      const idOf = new Map(made.map((row) => [row.email, row.id]));
      const batchPairs = batch.map((i) => ({
        student: { id: idOf.get(person(i, "s").email) ?? "", token: tokenOf() },
        counselor: { id: idOf.get(person(i, "c").email) ?? "", token: tokenOf() },
        profileId: "",
      }));
      await database.db.insert(sessions).values(
        batchPairs.flatMap(({ student, counselor }) =>
          [student, counselor].map((side) => ({
            userId: side.id,
            tokenHash: sha256(side.token),
            expiresAt,
          })),
        ),
      );
      for (const pair of batchPairs) {
        await database.db
          .update(studentProfiles)
          .set({ counselorId: pair.counselor.id, assignedAt: new Date() })
          .where(eq(studentProfiles.userId, pair.student.id));
      }
      const profiles = await database.db
        .select({ id: studentProfiles.id, userId: studentProfiles.userId })
        .from(studentProfiles)
        .where(
          inArray(
            studentProfiles.userId,
            batchPairs.map((pair) => pair.student.id),
          ),
        );
      const profileOf = new Map(profiles.map((row) => [row.userId, row.id]));
      for (const pair of batchPairs) pair.profileId = profileOf.get(pair.student.id) ?? "";
      pairs.push(...batchPairs);
    }
  } finally {
    await database.close();
  }
  return pairs;
}

/** An authenticated socket of `side`; `onChat` gets each chat message's content and the side's id. */
function openSocket(
  wsUrl: string,
  side: Side,
  onChat: (content: string, userId: string) => void,
): Promise<WebSocket> {
  const { token } = side;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error("socket not authenticated within 30 s")), 30_000);
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; data?: { content?: string } };
      if (message.type === "connected")
        socket.send(JSON.stringify({ type: "authenticate", data: { token } }));
      else if (message.type === "authenticated") {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === "chat_message" && message.data?.content)
        onChat(message.data.content, side.id);
    });
    socket.on("error", reject);
  });
}

// First start: migrations and the demo seed; then the pairs are written while no node runs.
await stopServer((await startSeededServer(env)).proc);
const pairs = await seedPairs();
const server = await startBuiltServer({ ...env, PORT: String(await freePort()) });
const wsUrl = `${server.url.replace("http", "ws")}/ws`;

/** Messages on their way: when each was sent, and to whom (the other side of its pair). */
const sentAt = new Map<string, { at: number; to: string }>();
const latencies: number[] = [];
let rejected = 0;
const received = (content: string, userId: string) => {
  const sent = sentAt.get(content);
  // The sender's own tabs get it too; the receiving side's socket is what is measured.
  if (sent === undefined || sent.to !== userId) return;
  latencies.push(performance.now() - sent.at);
  sentAt.delete(content);
};

const connectStart = performance.now();
const sockets: WebSocket[] = [];
const headers = new Map<string, Record<string, string>>();
for (let start = 0; start < pairs.length; start += 100) {
  await Promise.all(
    pairs.slice(start, start + 100).map(async (pair) => {
      for (const side of [pair.student, pair.counselor]) {
        sockets.push(await openSocket(wsUrl, side, received));
        headers.set(side.id, await csrfHeaders(server.url, side.token));
      }
    }),
  );
}
const connectMs = performance.now() - connectStart;

// Message i goes to pair i % pairs; each round of pairs alternates which side writes.
const runStart = performance.now();
const inFlight: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = runStart + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const pair = pairs[i % pairs.length] as Pair;
  const fromStudent = Math.floor(i / pairs.length) % 2 === 0;
  const [sender, receiver] = fromStudent ? [pair.student, pair.counselor] : [pair.counselor, pair.student];
  const url = fromStudent
    ? `${server.url}/api/chat/messages`
    : `${server.url}/api/counselor/chat/${pair.profileId}`;
  const content = `bench ${i}`;
  sentAt.set(content, { at: performance.now(), to: receiver.id });
  inFlight.push(
    fetch(url, {
      method: "POST",
      headers: headers.get(sender.id),
      body: JSON.stringify({ content, clientMessageId: randomUUID() }),
    }).then(async (res) => {
      if (res.status !== 201) {
        rejected++;
        sentAt.delete(content);
      }
      await res.arrayBuffer();
    }),
  );
}
await Promise.all(inFlight);
// Deliveries still on their way get up to 5 s.
const settleBy = performance.now() + 5_000;
while (sentAt.size > 0 && performance.now() < settleBy)
  await new Promise((resolve) => setTimeout(resolve, 50));
const rss = rssMegabytes(server.proc.pid);

for (const socket of sockets) socket.close();
server.proc.kill("SIGTERM");

const sorted = latencies.sort((a, b) => a - b);
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `chat on one node (${driver}): ${pairs.length} pairs, ${pairs.length * 2} sockets (connected in ${(connectMs / 1000).toFixed(1)} s)`,
);
console.log(
  `sent ${total} messages at ${rate}/s over ${seconds} s: ${latencies.length} delivered, ${rejected} refused, ${sentAt.size} lost`,
);
console.log(
  `delivery to the other side's socket: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (target p99 < 250 ms)`,
);
console.log(`server RSS: ${rss.toFixed(0)} MB`);
process.exit(sentAt.size > 0 || rejected > 0 ? 1 : 0);
