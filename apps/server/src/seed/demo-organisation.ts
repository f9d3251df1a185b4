import { Readable } from "node:stream";
import {
  type ApplicationStatus,
  canTransition,
  type DegreeType,
  type DocumentType,
  documentEndpoints,
  type UniversityFacts,
  unknownStudyPreferences,
} from "@meridian/contract";
import { asc, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { studentProfiles, universities } from "../db/schema/index.js";
import type { Actor } from "../lib/actor.js";
import type { Bus } from "../lib/bus.js";
import type { AppContext } from "../lib/context.js";
import { detectFileType } from "../lib/file-signature.js";
import { MemoryCounterStore, RateLimiter } from "../lib/rate-limiter.js";
import type { UploadedFile } from "../lib/register-upload.js";
import type { RequestContext, RequestOrigin } from "../lib/request-context.js";
import { insertApplication, insertStatusChange } from "../modules/applications/applications.repository.js";
import {
  createApplication,
  setChecklistDocument,
  transitionApplication,
} from "../modules/applications/applications.service.js";
import { insertHistory, setCounselor } from "../modules/assignments/assignments.repository.js";
import { assignStudent } from "../modules/assignments/assignments.service.js";
import { insertMessage } from "../modules/chat/chat.repository.js";
import { writeDemoPosts } from "../modules/community/community.seed.js";
import { createDocument, reserveUploadKey, setVerification } from "../modules/documents/documents.service.js";
import { insertNote } from "../modules/follow-ups/follow-ups.repository.js";
import { createFollowUp, scheduleMeeting } from "../modules/follow-ups/follow-ups.service.js";
import { markEveryRead } from "../modules/notifications/notifications.service.js";
import { setChoice } from "../modules/recommendations/recommendations.repository.js";
import { findProfile, savePreferences, saveStudentStatus } from "../modules/students/students.repository.js";
import {
  setCounselorStudentStatus,
  updateCounselorStudent,
  updatePreferences,
} from "../modules/students/students.service.js";
import { listActivePlans } from "../modules/subscription-plans/subscription-plans.repository.js";
import { checkout } from "../modules/subscriptions/subscriptions.service.js";
import { contactSupport } from "../modules/support/support.service.js";
import { findUserByEmail, insertUser, updateUser } from "../modules/users/users.service.js";
import { newFileKey } from "../storage/file-storage.js";
import { demoPdf, demoScoreImage } from "./demo-files.js";
import {
  DEMO_STUDENT_DOMAIN,
  demoConversation,
  demoPaymentRequest,
  demoStudentPosts,
  demoStudentProfile,
  demoStudents,
  demoSupportRequest,
  type NoteTiming,
} from "./demo-organisation.data.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where the seed's writes say they came from in the audit log. */
const SEED_ORIGIN: RequestOrigin = { ip: "127.0.0.1", userAgent: "Meridian demo seed" };
/** A demo person acting as the seed: their actor, from the seed's origin. */
const seededBy = (actor: Actor): RequestContext => ({ actor, origin: SEED_ORIGIN });

/** Nothing is pushed to sockets while the seed's transaction is open: no client may see rows not yet there. */
const quietBus: Bus = {
  publish: async () => {},
  subscribe: () => {},
  ready: async () => {},
  close: async () => {},
};

/** A row of the catalogue the demo applies to: a real university with facts from a public source. */
interface DemoUniversity {
  id: string;
  name: string;
  facts: UniversityFacts;
}

/** The demo's universities: those with sourced facts, best ranked first, then by key (deterministic). */
async function chooseUniversities(ctx: AppContext, count: number): Promise<DemoUniversity[]> {
  const rows = await ctx.db
    .select({ id: universities.id, name: universities.name, facts: universities.facts })
    .from(universities)
    .where(isNotNull(universities.facts))
    .orderBy(sql`${universities.worldRanking} asc nulls last`, asc(universities.key))
    .limit(count);
  return rows.flatMap((row) => (row.facts ? [{ id: row.id, name: row.name, facts: row.facts }] : []));
}

/**
 * The programme of an application: a field in which the university's source records degrees
 * awarded, preferring the student's own fields, at a level the source says it awards.
 */
function programAt(
  university: DemoUniversity,
  fields: readonly string[],
): { name: string; degree: DegreeType } {
  const awarded = university.facts.fieldShares?.fields.map((f) => f.field) ?? [];
  const name = fields.find((field) => awarded.includes(field)) ?? awarded[0] ?? "Undeclared";
  const levels = university.facts.degrees?.levels ?? [];
  const degree: DegreeType = levels.includes("Bachelor's") ? "Bachelor's" : (levels[0] ?? "Bachelor's");
  return { name, degree };
}

const studentActor = (userId: string): Actor => ({
  userId,
  userType: "customer",
  teamRole: null,
  sessionId: "demo-seed",
});
const staffActor = (userId: string, teamRole: "counselor" | "admin"): Actor => ({
  userId,
  userType: "team_member",
  teamRole,
  sessionId: "demo-seed",
});

const emailOf = (handle: string) => `${handle}@${DEMO_STUDENT_DOMAIN}`;
/** A password hash no password matches: the fictional students exist to be worked, not signed in as. */
const NO_PASSWORD = "!demo-student-no-sign-in";

/** The demo student's two documents, generated (no real person's papers): a transcript and a score report. */
async function demoFiles(): Promise<{ type: DocumentType; name: string; fileName: string; bytes: Buffer }[]> {
  const transcript = demoPdf("Academic transcript (sample)", [
    "Fictional document for the Meridian demo. Not a real record.",
    "",
    "Student: Sofia Martins",
    "School: Escola Secundaria Horizonte (fictional)",
    "",
    "Mathematics ............ 18/20",
    "Computer Science ....... 19/20",
    "Physics ................ 17/20",
    "English ................ 18/20",
    "Portuguese ............. 16/20",
  ]);
  return [
    {
      type: "transcript",
      name: "Secondary school transcript",
      fileName: "transcript-sofia-martins.pdf",
      bytes: transcript,
    },
    {
      type: "test_score",
      name: "English test score report",
      fileName: "english-score-report.png",
      bytes: await demoScoreImage([7.5, 8, 7, 7.5]),
    },
  ];
}

/** Stores a file the way an upload does: its key noted first (the sweeper's trace), then its bytes. */
async function storeFile(ctx: AppContext, file: { fileName: string; bytes: Buffer }): Promise<UploadedFile> {
  const accept = documentEndpoints.upload.upload.accept;
  const type = detectFileType(file.bytes, accept, true);
  if (!type) throw new Error(`demo seed: ${file.fileName} is not an accepted document`);
  const key = newFileKey("documents", ctx.now());
  await reserveUploadKey(ctx, key);
  const stored = await ctx.storage.put(key, Readable.from([file.bytes]), { contentType: type.mime });
  return { ...stored, filename: file.fileName, type, contentType: type.mime };
}

/** The due time of a note: overdue by a day or more, due within the day, or days ahead. */
function dueAtOf(timing: NoteTiming, now: number, i: number): Date {
  switch (timing) {
    case "overdue":
      return new Date(now - (1 + (i % 3)) * DAY - 2 * HOUR);
    case "due":
      return new Date(now + (2 + (i % 6) * 3) * HOUR);
    case "later":
      return new Date(now + (4 + (i % 5)) * DAY);
    case "done":
      return new Date(now - 7 * DAY);
  }
}

/**
 * Seeds the demo organisation (SEED_DEMO): the demo student's counselor, applications, documents,
 * chat, notifications and profile; 25 fictional students of the demo counselor across every status
 * with follow-ups; forum talk by them; a plan request and a support message for the admins. Runs
 * after the catalogue is loaded, through the services (their rules, history rows, audit events and
 * notifications), in one transaction; does nothing once it has run (its students exist) or when
 * SEED_DEMO is off or the demo accounts or universities with sourced facts are missing. True when
 * it wrote.
 */
export async function seedDemoOrganisation(ctx: AppContext): Promise<boolean> {
  const firstStudent = demoStudents[0];
  if (!ctx.config.seedDemo || !firstStudent || (await findUserByEmail(ctx.db, emailOf(firstStudent.handle))))
    return false;
  const [student, counselor, admin] = await Promise.all(
    ["student@meridian.demo", "counselor@meridian.demo", "admin@meridian.demo"].map((email) =>
      findUserByEmail(ctx.db, email),
    ),
  );
  if (!student || !counselor || !admin) return false;
  const chosen = await chooseUniversities(ctx, 14);
  if (chosen.length === 0) return false;
  const uni = (n: number) => chosen[n % chosen.length] as DemoUniversity;

  const seededAt = ctx.now().getTime();
  /** A fictional student's application: created as a draft, then moved along `path`, three days a step. */
  const walkApplication = async (
    tx: Db,
    plan: { university: number; path: ApplicationStatus[] },
    fields: readonly string[],
    studentId: string,
    counselorId: string,
    i: number,
  ) => {
    const university = uni(plan.university);
    const program = programAt(university, fields);
    const dayOf = (step: number) => new Date(seededAt - (45 - i - step * 3) * DAY);
    const moves: { from: ApplicationStatus; to: ApplicationStatus; byStudent: boolean; at: Date }[] = [];
    let from: ApplicationStatus = "draft";
    for (const [step, to] of plan.path.entries()) {
      const byStudent = canTransition(from, to, "student");
      if (!byStudent && !canTransition(from, to, "staff")) throw new Error(`demo seed: ${from} -> ${to}`);
      moves.push({ from, to, byStudent, at: dayOf(step + 1) });
      from = to;
    }
    const row = await insertApplication(tx, {
      studentId,
      universityId: university.id,
      programName: program.name,
      degreeType: program.degree,
      intakeTerm: "fall",
      intakeYear: new Date(seededAt).getUTCFullYear() + 1,
      status: from,
      submittedAt: moves.find((m) => m.to === "submitted")?.at ?? null,
      createdAt: dayOf(0),
      updatedAt: moves.at(-1)?.at ?? dayOf(0),
    });
    const history = [{ from: null, to: "draft" as const, byStudent: true, at: dayOf(0) }, ...moves];
    for (const move of history) {
      await insertStatusChange(tx, {
        applicationId: row.id,
        fromStatus: move.from,
        toStatus: move.to,
        actorUserId: move.byStudent ? studentId : counselorId,
        actorRole: move.byStudent ? "student" : "counselor",
        createdAt: move.at,
      });
    }
  };
  // Bytes first, outside the transaction, each key noted: should the transaction fail, the
  // sweeper deletes them like any abandoned upload.
  const files = await Promise.all(
    (await demoFiles()).map(async (f) => ({ ...f, stored: await storeFile(ctx, f) })),
  );

  let clock = new Date(seededAt);
  const limits = new MemoryCounterStore(() => clock.getTime());
  try {
    return await ctx.db.transaction(async (tx) => {
      // One seeding at a time (two nodes starting together): the second finds the first's students.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-organisation.seed', 0))`);
      if (await findUserByEmail(tx, emailOf(firstStudent.handle))) return false;
      const seed: AppContext = {
        ...ctx,
        db: tx,
        now: () => clock,
        bus: quietBus,
        // The services' throttles hold, on the seed's own clock (a message a minute is no burst).
        limiter: new RateLimiter(limits),
        // A plan request waits for an admin whatever takes payments in this install.
        config: { ...ctx.config, payments: { ...ctx.config.payments, provider: "manual" } },
      };
      /** Moves the seed's clock to `daysAgo` days (and `hours` more) before the seeding. */
      const at = (daysAgo: number, hours = 0) => {
        clock = new Date(seededAt - daysAgo * DAY + hours * HOUR);
      };
      const sofia = studentActor(student.id);
      const daniel = staffActor(counselor.id, "counselor");
      const amira = staffActor(admin.id, "admin");

      // The demo accounts were there before their students.
      for (const [user, days] of [
        [admin, 120],
        [counselor, 110],
        [student, 32],
      ] as const) {
        const joined = new Date(seededAt - days * DAY);
        if (user.createdAt > joined) await updateUser(tx, user.id, { createdAt: joined });
      }

      // ---- The fictional students: registered two months ago, assigned to the counselor ----
      // Their records go in through the repositories, a few rows each: the services would read
      // every answer back and notify students nobody reads as (the seed stays a second or so).
      const userIds = new Map<string, string>();
      for (const [i, person] of demoStudents.entries()) {
        const createdAt = new Date(seededAt - 62 * DAY + i * 3 * HOUR);
        const user = await insertUser(tx, {
          email: emailOf(person.handle),
          passwordHash: NO_PASSWORD,
          firstName: person.firstName,
          lastName: person.lastName,
          userType: "customer",
          createdAt,
          updatedAt: createdAt,
          emailVerifiedAt: createdAt,
        });
        if (!user) throw new Error(`demo seed: ${person.handle} exists already`);
        userIds.set(person.handle, user.id);
      }
      const profiles = await tx
        .select({ id: studentProfiles.id, userId: studentProfiles.userId })
        .from(studentProfiles)
        .where(inArray(studentProfiles.userId, [...userIds.values()]));
      const people = new Map(
        [...userIds].map(([handle, userId]) => [
          handle,
          { userId, profileId: profiles.find((p) => p.userId === userId)?.id ?? "" },
        ]),
      );
      const personOf = (handle: string) => {
        const person = people.get(handle);
        if (!person?.profileId) throw new Error(`demo seed: no student ${handle}`);
        return person;
      };
      // The admin gave them all to the counselor at once (the history the admin's table shows).
      const assignedAt = new Date(seededAt - 58 * DAY);
      await setCounselor(
        tx,
        profiles.map((p) => p.id),
        counselor.id,
        assignedAt,
      );
      await insertHistory(
        tx,
        profiles.map((p) => ({
          studentId: p.userId,
          counselorId: counselor.id,
          previousCounselorId: null,
          assignedBy: admin.id,
          source: "admin",
          createdAt: assignedAt,
        })),
      );
      // Statuses, an application walked along the contract's transition table with its history,
      // and a follow-up note each.
      for (const [i, person] of demoStudents.entries()) {
        const { userId, profileId } = personOf(person.handle);
        if (person.status !== "inquiry") {
          await saveStudentStatus(tx, profileId, person.status, new Date(seededAt - (50 - i) * DAY));
        }
        if (person.fields) {
          // Saved a while ago; their last sign-in is what the caseload's "Last activity" shows.
          await savePreferences(
            tx,
            userId,
            { ...unknownStudyPreferences.preferences, fieldsOfStudy: person.fields },
            new Date(seededAt - (40 - i) * DAY),
          );
          await updateUser(tx, userId, {
            lastLoginAt: new Date(seededAt - (1 + ((i * 7) % 20)) * DAY - i * HOUR),
          });
        }
        for (let k = 0; k < (person.shortlist ?? 0); k++) {
          const createdAt = new Date(seededAt - (38 - i - k) * DAY);
          await setChoice(tx, { studentId: userId, universityId: uni(i + k).id, choice: "saved", createdAt });
        }
        if (person.application) {
          await walkApplication(tx, person.application, person.fields ?? [], userId, counselor.id, i);
        }
        const createdAt = new Date(seededAt - 10 * DAY - i * HOUR);
        await insertNote(tx, {
          studentId: userId,
          authorId: counselor.id,
          category: person.note.category,
          title: person.note.title,
          priority: person.note.priority,
          content: person.note.content,
          dueAt: dueAtOf(person.note.timing, seededAt, i),
          completedAt: person.note.timing === "done" ? new Date(seededAt - 7 * DAY - i * HOUR) : null,
          createdAt,
          updatedAt: createdAt,
        });
      }

      // ---- The demo student: preferences, counselor, profile ----
      at(31);
      await updatePreferences(seed, sofia, {
        preferredCountries: ["United States"],
        programLevel: "bachelor",
        fieldsOfStudy: ["Computer Science", "Mathematics"],
        interests: "Software for public services, data and maths.",
        budgetPerYear: 60_000,
        gpa: 3.7,
        englishTest: "IELTS",
        englishTestScore: 7.5,
      });
      const sofiaProfile = await findProfile(tx, student.id);
      if (!sofiaProfile) throw new Error("demo seed: the demo student has no profile");
      const sofiaProfileId = sofiaProfile.id;
      at(30);
      await assignStudent(seed, seededBy(amira), sofiaProfileId, {
        counselorId: counselor.id,
      });
      at(29, 1);
      await setCounselorStudentStatus(seed, seededBy(daniel), sofiaProfileId, "active");
      await updateCounselorStudent(seed, seededBy(daniel), sofiaProfileId, demoStudentProfile);

      // ---- Her applications: one under review, one with a conditional offer, one draft ----
      const fields = ["Computer Science", "Mathematics"];
      const apply = async (n: number, deadline: number) => {
        const university = uni(n);
        const program = programAt(university, fields);
        const created = await createApplication(
          seed,
          seededBy(sofia),
          {
            universityId: university.id,
            programName: program.name,
            degreeType: program.degree,
            intakeTerm: "fall",
            intakeYear: new Date(seededAt).getUTCFullYear() + 1,
            deadlineDate: new Date(seededAt + deadline * DAY).toISOString().slice(0, 10),
          },
          { idempotencyKey: undefined },
        );
        return created.application.id;
      };
      at(26);
      const offer = await apply(1, -20);
      at(25);
      const review = await apply(0, -18);
      const [transcript, scores] = files;
      if (!transcript || !scores) throw new Error("demo seed: documents missing");
      const upload = async (file: typeof transcript, applicationId?: string) =>
        (
          await createDocument(seed, sofia, {
            fields: { type: file.type, name: file.name, tags: [], applicationId },
            file: file.stored,
            idempotencyKey: undefined,
          })
        ).document;
      at(24);
      const transcriptDoc = await upload(transcript, review);
      at(22);
      await transitionApplication(seed, seededBy(sofia), offer, { to: "submitted" });
      at(21);
      await transitionApplication(seed, seededBy(sofia), review, { to: "submitted" });
      at(20);
      const scoresDoc = await upload(scores);
      await setChecklistDocument(seed, sofia, offer, "test_score", scoresDoc.id);
      at(14);
      await transitionApplication(seed, seededBy(daniel), offer, {
        to: "under_review",
      });
      at(12);
      await transitionApplication(seed, seededBy(daniel), review, {
        to: "under_review",
      });
      await setVerification(seed, seededBy(daniel), transcriptDoc.id, {
        isVerified: true,
      });
      // What she has seen: everything until a week ago.
      at(6);
      await markEveryRead(seed, sofia);
      at(5);
      await transitionApplication(seed, seededBy(daniel), offer, {
        to: "conditional_offer",
        note: "The offer depends on the final transcript.",
      });
      at(3);
      await apply(2, 45);

      // ---- The conversation with her counselor; the last message is new to her ----
      for (const [i, message] of demoConversation.entries()) {
        const sentAt = new Date(seededAt - message.daysAgo * DAY + i * 10 * 60_000 - 6 * HOUR);
        const last = i === demoConversation.length - 1;
        await insertMessage(tx, {
          conversationId: student.id,
          senderId: message.from === "student" ? student.id : counselor.id,
          senderSide: message.from === "student" ? "owner" : "staff",
          content: message.content,
          clientMessageId: `demo-seed-${i}`,
          createdAt: sentAt,
          readAt: last ? null : new Date(sentAt.getTime() + HOUR),
        });
      }
      // Fictional students' messages the counselor has not read yet.
      for (const [i, person] of demoStudents.entries()) {
        if (!person.message) continue;
        const { userId } = personOf(person.handle);
        await insertMessage(tx, {
          conversationId: userId,
          senderId: userId,
          senderSide: "owner",
          content: person.message,
          clientMessageId: "demo-seed-0",
          createdAt: new Date(seededAt - (i + 2) * HOUR),
        });
      }

      // ---- A follow-up and a meeting with her this week ----
      at(1);
      await createFollowUp(seed, daniel, sofiaProfileId, {
        category: "application",
        title: "Final transcript for the conditional offer",
        priority: "high",
        content: "Check that the final transcript reaches the university before the offer's deadline.",
        dueAt: new Date(seededAt + 2 * DAY).toISOString(),
      });
      at(0);
      const meeting = new Date(seededAt + 3 * DAY);
      meeting.setUTCHours(14, 0, 0, 0);
      await scheduleMeeting(seed, daniel, sofiaProfileId, {
        startsAt: meeting.toISOString(),
        note: "We'll go through the conditional offer and your draft application.",
        category: "application",
      });
      // The counselor has read what came before today.
      await markEveryRead(seed, daniel);

      // ---- For the admins: a plan request and a support message, both waiting ----
      const plan = (await listActivePlans(tx)).find((p) => p.name === demoPaymentRequest.plan);
      if (plan) {
        at(1, 3);
        await checkout(
          seed,
          seededBy(studentActor(personOf(demoPaymentRequest.handle).userId)),
          { planId: plan.id },
          { idempotencyKey: undefined },
        );
      }
      at(0, -3);
      await contactSupport(
        seed,
        studentActor(personOf(demoSupportRequest.handle).userId),
        { topic: demoSupportRequest.topic, message: demoSupportRequest.message },
        SEED_ORIGIN,
      );

      // ---- Forum talk by the fictional students, their counselor answering ----
      await writeDemoPosts(
        tx,
        demoStudentPosts,
        (author) => (author === "counselor" ? counselor.id : (people.get(author)?.userId ?? null)),
        new Date(seededAt),
      );
      return true;
    });
  } finally {
    limits.close();
  }
}
