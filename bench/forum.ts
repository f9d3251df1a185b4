// Forum read benchmark: 10,000 posts in one category and one post with 500 comments, written with
// bulk inserts before the measured start; then, for a signed-in reader (likedByMe and their own
// held content are looked up), a category page, its second page by cursor, the post page and its
// first page of comments, each at the connections given, next to a bare Fastify route in the same
// run. Prints req/s, p50, p99 and the ratio to the bare route; the target is p99 < 25 ms.
// Also the server's own CPU time a request (from /proc), the figure that holds on a shared machine.
// Usage: npm run bench:forum [-- --duration 10 --connections 50]
// Meant for PostgreSQL (DATABASE_URL=postgres://…); on PGlite without it. Loopback only.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { openDatabase } from "../apps/server/dist/db/client.js";
import { forumComments, forumPosts, users } from "../apps/server/dist/db/schema/index.js";
import { newId } from "../apps/server/dist/lib/ids.js";
import { recountPost } from "../apps/server/dist/modules/community/community.repository.js";
import { renderMarkdown } from "../apps/server/dist/modules/community/markdown.js";
import {
  cpuSeconds,
  databaseEnv,
  type LoadResult,
  loadArguments,
  printTable,
  runLoad,
  signInDemo,
  startBareFastify,
  startBuiltServer,
  stopServer,
} from "./lib.js";

const { durationSeconds, connections } = loadArguments();
const POSTS = 10_000;
const COMMENTS = 500;
const CATEGORY = "visa_tips" as const;
const TARGET_P99_MS = 25;
const TITLE_PREFIX = "[bench] ";

const dataDir = mkdtempSync(join(tmpdir(), "meridian-bench-forum-"));
const env = { ...databaseEnv(), DATA_DIR: dataDir };

/** Writes the posts and the comments in batches; the server is not running meanwhile. */
async function seedForum(): Promise<string> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    const db = database.db;
    // A PostgreSQL database outlives the run: the previous run's rows go first.
    await db.delete(forumPosts).where(like(forumPosts.title, `${TITLE_PREFIX}%`));
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "student@meridian.demo"));
    if (!author) throw new Error("the demo student is missing (SEED_DEMO)");
    const body =
      "I am comparing **intakes** and would like to hear how long the [visa](https://example.com) steps took for you.";
    const rendered = renderMarkdown(body);
    const start = Date.now() - POSTS * 60_000;
    for (let from = 0; from < POSTS; from += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, POSTS - from) }, (_, k) => {
        const createdAt = new Date(start + (from + k) * 60_000);
        return {
          id: newId(createdAt.getTime()),
          category: CATEGORY,
          authorId: author.id,
          title: `${TITLE_PREFIX}Question number ${from + k} about visa timing`,
          body,
          bodyHtml: rendered.html,
          excerpt: rendered.excerpt,
          likeCount: (from + k) % 17,
          createdAt,
          lastActivityAt: createdAt,
        };
      });
      await db.insert(forumPosts).values(rows);
    }
    const postAt = new Date();
    const postId = newId(postAt.getTime() - COMMENTS * 1_000 - 1_000);
    await db.insert(forumPosts).values({
      id: postId,
      category: "general",
      authorId: author.id,
      title: `${TITLE_PREFIX}A busy thread`,
      body,
      bodyHtml: rendered.html,
      excerpt: rendered.excerpt,
      createdAt: new Date(postAt.getTime() - COMMENTS * 1_000 - 1_000),
    });
    const comment = renderMarkdown("Same here, it took a while. Keep every receipt!");
    await db.insert(forumComments).values(
      Array.from({ length: COMMENTS }, (_, k) => {
        const createdAt = new Date(postAt.getTime() - (COMMENTS - k) * 1_000);
        return {
          id: newId(createdAt.getTime()),
          postId,
          authorId: author.id,
          body: "Same here, it took a while. Keep every receipt!",
          bodyHtml: comment.html,
          createdAt,
        };
      }),
    );
    await recountPost(db, postId);
    // What autovacuum does shortly after a bulk load: the planner sees the new rows.
    await db.execute(sql`analyze forum_posts`);
    await db.execute(sql`analyze forum_comments`);
    return postId;
  } finally {
    await database.close();
  }
}

// A first start migrates and seeds (demo accounts), then the forum is written with the server down.
await stopServer((await startBuiltServer(env)).proc);
const postId = await seedForum();

const bare = await startBareFastify();
const meridian = await startBuiltServer(env);
try {
  const token = await signInDemo(meridian.url);
  const headers = { authorization: `Bearer ${token}` };
  const categoryPage = `/api/community/posts?category=${CATEGORY}&sort=new&limit=20`;
  const first = await fetch(`${meridian.url}${categoryPage}`, { headers });
  const { data } = (await first.json()) as { data: { posts: unknown[]; nextCursor: string | null } };
  if (data.posts.length !== 20 || !data.nextCursor) throw new Error("the category page is not full");
  const targets: [string, string][] = [
    // A signed-in read of one row, for reference under the same load.
    ["GET /api/auth/me (reference)", "/api/auth/me"],
    ["GET category page (new, 20 of 10,000)", categoryPage],
    ["GET category page 2 (by cursor)", `${categoryPage}&cursor=${encodeURIComponent(data.nextCursor)}`],
    ["GET category page (top)", `/api/community/posts?category=${CATEGORY}&sort=top&limit=20`],
    ["GET post page", `/api/community/posts/${postId}`],
    ["GET post's comments (first 50 of 500)", `/api/community/posts/${postId}/comments?limit=50`],
  ];
  console.log(
    `node ${process.version}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${POSTS} posts in ${CATEGORY}, one post with ${COMMENTS} comments, ${connections} connections, ${durationSeconds} s per target, signed-in reader`,
  );
  await runLoad("warm-up", `${bare.url}/hello`, { connections, durationSeconds: 2 });
  for (const [, path] of targets) {
    await runLoad("warm-up", `${meridian.url}${path}`, { connections, durationSeconds: 2, headers });
  }
  /** A load with the server's CPU milliseconds a request over it. */
  const measured = async (
    name: string,
    url: string,
    pid: number | undefined,
    options: { headers?: Record<string, string> },
  ) => {
    const before = cpuSeconds(pid);
    const row = await runLoad(name, url, { connections, durationSeconds, ...options });
    const cpuMs = (1000 * (cpuSeconds(pid) - before)) / (row.requestsPerSecond * durationSeconds);
    return { row, cpuMs };
  };
  const baseline = await measured("bare Fastify GET /hello", `${bare.url}/hello`, bare.proc.pid, {});
  const runs = [baseline];
  for (const [name, path] of targets) {
    runs.push(await measured(name, `${meridian.url}${path}`, meridian.proc.pid, { headers }));
  }
  const rows: LoadResult[] = runs.map((run) => run.row);
  printTable(rows, baseline.row);
  console.log("\n| target | server CPU ms a request |\n|---|---:|");
  for (const run of runs) console.log(`| ${run.row.name} | ${run.cpuMs.toFixed(3)} |`);
  const over = rows.slice(1).filter((row) => row.p99 >= TARGET_P99_MS);
  console.log(
    over.length === 0
      ? `\nEvery forum read has p99 < ${TARGET_P99_MS} ms.`
      : `\nOver the p99 target of ${TARGET_P99_MS} ms: ${over.map((row) => row.name).join(", ")}`,
  );
} finally {
  meridian.proc.kill("SIGTERM");
  bare.proc.kill("SIGTERM");
}
