import { expect } from "vitest";
import type { Database } from "../db/client.js";
import { type ServerProcess, signInDemoAdmin, startServerProcess } from "./server-process.js";

/** Admin reassignments in flight at once: enough that a kill lands between some commit and its answer. */
const IN_FLIGHT = 12;
/** Acknowledged reassignments before each SIGKILL: a few seconds of load, the kill mid-stream. */
const KILL_AFTER_ACKS = 30;

interface Acknowledged {
  profileId: string;
  counselorId: string | null;
}

async function getData<T>(base: string, path: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Reassigns the demo students back and forth (the demo counselor, then none) from IN_FLIGHT
 * loops until the server dies, and SIGKILLs it once KILL_AFTER_ACKS calls were acknowledged.
 * Answers the acknowledged changes; a call the kill cut short is not one of them.
 */
async function reassignUntilKilled(server: ServerProcess, base: string): Promise<Acknowledged[]> {
  const headers = await signInDemoAdmin(base);
  const { students } = await getData<{ students: { profileId: string }[] }>(
    base,
    "/api/admin/students?limit=100",
    headers,
  );
  const { counselors } = await getData<{ counselors: { id: string }[] }>(
    base,
    "/api/admin/counselors",
    headers,
  );
  const counselorId = counselors[0]?.id;
  expect(students.length).toBeGreaterThan(IN_FLIGHT);
  expect(counselorId).toBeDefined();

  const acknowledged: Acknowledged[] = [];
  let next = 0;
  const loop = async (): Promise<void> => {
    for (;;) {
      const turn = next++;
      const profileId = students[turn % students.length]?.profileId ?? "";
      // Every pass over the students flips them all: each call is a change.
      const to = Math.floor(turn / students.length) % 2 === 0 ? null : (counselorId ?? null);
      let answer: { status: number; changed?: boolean };
      try {
        const res = await fetch(`${base}/api/admin/students/${profileId}/counselor`, {
          method: "PUT",
          headers,
          body: JSON.stringify({ counselorId: to }),
        });
        const body = (await res.json()) as { data?: { changed: boolean } };
        answer = { status: res.status, changed: body.data?.changed };
      } catch {
        return; // the server is gone
      }
      expect(answer.status).toBe(200);
      // The same counselor again writes nothing (a student the demo left unassigned).
      if (!answer.changed) continue;
      acknowledged.push({ profileId, counselorId: to });
      if (acknowledged.length === KILL_AFTER_ACKS) server.proc.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, loop));
  await server.exited;
  return acknowledged;
}

async function rows<T>(database: Database, text: string, params: unknown[] = []): Promise<T[]> {
  const raw = database.raw;
  const result =
    raw.kind === "pglite" ? await raw.client.query(text, params) : await raw.pool.query(text, params);
  return result.rows as T[];
}

/**
 * Checks, on the database the killed servers left, that no reassignment since `since` lost a
 * side effect (each history row has its student's notification and its audit event) and that
 * every acknowledged change is there.
 */
async function expectNothingLost(
  database: Database,
  since: Date,
  acknowledged: Acknowledged[],
): Promise<void> {
  // Per student: as many notifications telling of a new counselor, and audit events, as changes.
  const perStudent = await rows<{ student_id: string; changes: number; told: number; audited: number }>(
    database,
    `select h.student_id::text, count(*)::int as changes,
       (select count(*)::int from notifications n
         where n.user_id = h.student_id and n.title like 'Your counselor%' and n.created_at >= $1) as told,
       (select count(*)::int from audit_events a
         where a.target_type = 'student' and a.target_id = h.student_id::text
           and a.action like 'student.counselor_%' and a.created_at >= $1) as audited
     from counselor_assignments h
     where h.source = 'admin' and h.created_at >= $1
     group by h.student_id`,
    [since],
  );
  expect(perStudent.length).toBeGreaterThan(0);
  expect(perStudent.filter((row) => row.told !== row.changes || row.audited !== row.changes)).toEqual([]);

  const changesByProfile = await rows<{ profile_id: string; changes: number }>(
    database,
    `select p.id as profile_id, count(h.id)::int as changes
     from student_profiles p join counselor_assignments h on h.student_id = p.user_id
     where h.source = 'admin' and h.created_at >= $1
     group by p.id`,
    [since],
  );
  const stored = new Map(changesByProfile.map((row) => [row.profile_id, row.changes]));
  const answered = new Map<string, number>();
  for (const ack of acknowledged) answered.set(ack.profileId, (answered.get(ack.profileId) ?? 0) + 1);
  for (const [profileId, count] of answered) expect(stored.get(profileId) ?? 0).toBeGreaterThanOrEqual(count);
}

/**
 * Runs admin reassignments against the real server, SIGKILLs it mid-stream `kills` times
 * (restarting it on the same data each time), and checks on the database that every
 * reassignment kept its notification and audit event. `env` names the data (DATA_DIR or
 * DATABASE_URL); `openDatabase` opens it once the last server stopped.
 */
export async function expectReassignmentsSurviveKills(options: {
  env: Record<string, string>;
  kills: number;
  openDatabase: () => Promise<Database>;
}): Promise<void> {
  // A busy machine's late event loop must not shed the load this test depends on (decision 079).
  const env = { ...options.env, EVENT_LOOP_DELAY_LIMIT_MS: "0" };
  const acknowledged: Acknowledged[] = [];
  let since: Date | undefined;
  for (let round = 0; round < options.kills; round++) {
    const server = startServerProcess(env);
    const base = await server.ready;
    // After the first start's demo seed, whose own assignments are not under test.
    since ??= new Date();
    acknowledged.push(...(await reassignUntilKilled(server, base)));
  }
  // The data the kills left opens, and serves, on a clean start.
  const last = startServerProcess(env);
  const base = await last.ready;
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  last.proc.kill("SIGTERM");
  await last.exited;
  const database = await options.openDatabase();
  try {
    await expectNothingLost(database, since ?? new Date(), acknowledged);
  } finally {
    await database.close();
  }
}
