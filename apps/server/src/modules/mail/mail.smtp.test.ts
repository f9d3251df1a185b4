import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailMessages } from "../../db/schema/index.js";
import { retryDelayMs } from "../../jobs/job-runner.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { TestSmtpServer } from "../../test/smtp-server.js";
import { createTestApp, type TestApp, TestClock } from "../../test/test-app.js";

// With SMTP_URL the same mail goes to a real SMTP server, started here on a free port.
const smtp = new TestSmtpServer();
const clock = new TestClock();
let t: TestApp;
let admin: BrowserHeaders;
beforeAll(async () => {
  const url = await smtp.start();
  t = await createTestApp({
    now: clock.now,
    env: { SMTP_URL: url, MAIL_FROM: "Meridian <team@meridian.test>" },
  });
  admin = await signIn(
    t.app,
    await createUser(t.database.db, { userType: "team_member", teamRole: "admin" }),
  );
});
afterAll(async () => {
  await t?.app.close();
  await smtp.stop();
});

async function inviteByMail(email: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/staff-invitations",
    headers: admin,
    payload: { teamRole: "counselor", expiresInHours: 24, email },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.link;
}

const messageTo = async (email: string) =>
  (await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email)))[0];

describe("mail through SMTP", () => {
  it("delivers the message with both parts, and its link opens the invitation", async () => {
    const before = smtp.received.length;
    const link = await inviteByMail("first@example.com");
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.envelopeTo).toEqual(["first@example.com"]);
    expect(mail?.parsed.subject).toBe("You are invited to join the Meridian team");
    expect(mail?.parsed.from?.text).toBe('"Meridian" <team@meridian.test>');
    expect(mail?.parsed.text).toContain(link);
    expect(mail?.parsed.html).toContain(`href="${link}"`);
    // The link the mail carries is the invitation's.
    const token = link.split("/").pop();
    const check = await t.app.inject({ method: "GET", url: `/api/staff-invite/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ valid: true, teamRole: "counselor" });
    // Sent: the subject stays for the admins' list, the body (and its link) does not.
    await expect.poll(async () => (await messageTo("first@example.com"))?.status).toBe("sent");
    const row = await messageTo("first@example.com");
    expect(row).toMatchObject({ html: null, text: null, data: null, attempts: 1 });
    expect(mail?.parsed.messageId).toBe(row?.messageId);
  });

  it("sends again after a server that asked to try later, once", async () => {
    clock.hold();
    try {
      smtp.refuseNext(451, "Try again later");
      const before = smtp.received.length;
      await inviteByMail("busy@example.com");
      await t.app.jobRunner.runDue();
      await expect.poll(async () => (await messageTo("busy@example.com"))?.attempts).toBe(1);
      expect(await messageTo("busy@example.com")).toMatchObject({ status: "queued" });
      expect((await messageTo("busy@example.com"))?.lastError).toContain("451");
      expect(smtp.received.length).toBe(before);
      clock.advance(retryDelayMs(1));
      await t.app.jobRunner.runDue();
      const arrived = (await smtp.waitFor(before + 1)).slice(before);
      expect(arrived.map((mail) => mail.envelopeTo)).toEqual([["busy@example.com"]]);
      expect(await messageTo("busy@example.com")).toMatchObject({ status: "sent", attempts: 2 });
      // Nothing more is sent later.
      clock.advance(retryDelayMs(5));
      await t.app.jobRunner.runDue();
      expect(smtp.received.length).toBe(before + 1);
    } finally {
      clock.release();
    }
  });

  it("gives a message up when the server refuses its recipient for good", async () => {
    smtp.refuseNext(550, "No such mailbox");
    await inviteByMail("nobody@example.com");
    await t.app.jobRunner.runDue();
    await expect.poll(async () => (await messageTo("nobody@example.com"))?.status).toBe("failed");
    const row = await messageTo("nobody@example.com");
    expect(row?.lastError).toContain("550");
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.payload, { mailId: row?.id }));
    expect(job?.failedAt).toBeInstanceOf(Date);
  });
});
