import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModerationState, NotificationType, TeamRole, UserType } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { TestProject } from "vitest/node";
import { buildApp, createContext } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { forumPosts, universities } from "../db/schema/index.js";
import type { AppContext } from "../lib/context.js";
import { newId } from "../lib/ids.js";
import { markRead, sendAsOwner, sendToStudent } from "../modules/chat/chat.service.js";
import { notify } from "../modules/notifications/notifications.service.js";
import {
  readScorecardFacts,
  scorecardKey,
  withSourcedFacts,
} from "../modules/universities/universities.facts.js";
import { announceCatalogueChange } from "../modules/universities/universities.search-sync.js";
import { rowFromSource } from "../modules/universities/universities.seed.js";
import { seedAccounts } from "../seed/bootstrap.js";
import { smallCatalogueFile, smallFactsFile } from "./catalogue-fixture.js";
import { assignStudentRow, createUser, TEST_PASSWORD } from "./factories.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The origin of the real server the web's live tests render against, e.g. http://127.0.0.1:41234. */
    liveServerUrl: string;
  }
}

/** What POST /__test/users answers: a fresh user and the password that signs them in. */
export interface LiveUser {
  id: string;
  email: string;
  password: string;
  userType: UserType;
  teamRole: TeamRole | null;
}

/**
 * Test-only routes for the state a page test needs but no public endpoint creates (users of any
 * role, notifications, a student's counselor). They live outside /api, ask for no CSRF token and exist only in this
 * server, which listens on 127.0.0.1 for the length of a test run.
 */
function registerFixtureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = { csrf: false };
  app.post("/__test/users", { config }, async (request): Promise<LiveUser> => {
    const body = (request.body ?? {}) as {
      userType?: UserType;
      teamRole?: TeamRole;
      firstName?: string;
      lastName?: string;
    };
    const user = await createUser(ctx.db, {
      ...(body.userType ? { userType: body.userType } : {}),
      ...(body.teamRole ? { teamRole: body.teamRole } : {}),
      ...(body.firstName ? { firstName: body.firstName } : {}),
      ...(body.lastName ? { lastName: body.lastName } : {}),
    });
    return {
      id: user.id,
      email: user.email,
      password: TEST_PASSWORD,
      userType: user.userType,
      teamRole: user.teamRole as TeamRole | null,
    };
  });
  // Until the admin assignment screens land, a page test assigns a student as an admin would.
  app.post("/__test/notifications", { config }, async (request) => {
    const body = request.body as { userId: string; type: NotificationType; title: string; message: string };
    return notify(ctx, body.userId, { type: body.type, title: body.title, message: body.message });
  });
  // Makes a counselor the student's (straight in the table); answers the student's profile id.
  app.post("/__test/assign-student", { config }, async (request) => {
    const body = request.body as { studentId: string; counselorId: string | null };
    return { profileId: await assignStudentRow(ctx.db, body.studentId, body.counselorId) };
  });
  // A message from the other side of a conversation, through the chat service (its rules, its events).
  app.post("/__test/chat-messages", { config }, async (request) => {
    const body = request.body as { from: LiveUser; profileId?: string; content: string };
    const actor = {
      userId: body.from.id,
      userType: body.from.userType,
      teamRole: body.from.teamRole,
      sessionId: "live-fixture",
    };
    const input = { content: body.content, clientMessageId: randomUUID() };
    const sent = body.profileId
      ? await sendToStudent(ctx, actor, body.profileId, input)
      : await sendAsOwner(ctx, actor, input);
    return sent.message;
  });
  // A forum post straight in its table (the moderation page's tests need one to report).
  app.post("/__test/forum-posts", { config }, async (request) => {
    const body = request.body as {
      authorId: string;
      title: string;
      body: string;
      moderation?: ModerationState;
    };
    const [row] = await ctx.db
      .insert(forumPosts)
      .values({
        id: newId(),
        category: "general",
        authorId: body.authorId,
        title: body.title,
        body: body.body,
        bodyHtml: `<p>${body.body}</p>`,
        excerpt: body.body,
        moderation: body.moderation ?? "visible",
      })
      .returning({ id: forumPosts.id });
    return { id: row?.id };
  });
  // A university of the small catalogue fixture as a first start loads it (with its sourced facts
  // when the facts fixture has them), under a fresh key so a test may add it again.
  app.post("/__test/catalogue-university", { config }, async (request) => {
    const { name } = request.body as { name: string };
    const [source] = JSON.parse(readFileSync(smallCatalogueFile, "utf8")).filter(
      (entry: { name: string }) => entry.name === name,
    );
    if (!source) throw new Error(`${name} is not in the small catalogue`);
    const facts = (await readScorecardFacts(smallFactsFile)).get(scorecardKey(source));
    const row = rowFromSource(source);
    const [inserted] = await ctx.db
      .insert(universities)
      .values({
        ...(facts ? withSourcedFacts(row, facts) : row),
        key: `${row.key}|${randomUUID()}`,
      })
      .returning({ id: universities.id });
    // As an admin's write does: the node's search index (which lists read) learns of it.
    if (inserted) await announceCatalogueChange(ctx, [inserted.id]);
    return inserted;
  });
  app.post("/__test/chat-reads", { config }, async (request) => {
    const body = request.body as { by: LiveUser; messageId: string };
    const actor = {
      userId: body.by.id,
      userType: body.by.userType,
      teamRole: body.by.teamRole,
      sessionId: "live-fixture",
    };
    return markRead(ctx, actor, body.messageId);
  });
}

/**
 * Vitest global setup of the web's live tests (apps/web/vitest.live.config.ts): the real app as
 * `npm start` builds it (PGlite under a temporary DATA_DIR, every migration, the SEED_DEMO seed),
 * plus the fixture routes, listening on a free port of 127.0.0.1 for the whole run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-live-"));
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    // Manual payments (the default) with a webhook secret: the conversion test panel works, as in development.
    STRIPE_WEBHOOK_SECRET: "whsec_live_tests_0123456789",
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const deps = { config, database, webDistDir: null };
  const ctx = createContext(deps);
  const app = await buildApp(deps, ctx);
  registerFixtureRoutes(app, ctx);
  await seedAccounts(ctx, app.log);
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  project.provide("liveServerUrl", url);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
