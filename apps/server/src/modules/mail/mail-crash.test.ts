import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInDemoAdmin, startServerProcess } from "../../test/server-process.js";
import { TestSmtpServer } from "../../test/smtp-server.js";

// A real server process killed with SIGKILL after it acknowledged a change whose mail it had
// queued but not sent; restarted on the same data, it sends the mail, once.
const smtp = new TestSmtpServer();
let smtpUrl: string;
beforeAll(async () => {
  smtpUrl = await smtp.start();
});
afterAll(() => smtp.stop());

describe("a mail queued by a node that is killed before sending it", () => {
  it("arrives once after the restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "meridian-mail-crash-"));
    cpSync(inject("pgliteDataDir"), join(dataDir, "pglite"), { recursive: true });
    const env = { DATA_DIR: dataDir, SEED_DEMO: "true", SMTP_URL: smtpUrl };

    // The first node looks for due jobs only once an hour: the mail waits, queued, when it dies.
    const first = startServerProcess({ ...env, JOB_POLL_MS: "3600000" });
    const base = await first.ready;
    const headers = await signInDemoAdmin(base);
    const email = `crash-${Date.now().toString(36)}@example.com`;
    const invited = await fetch(`${base}/api/admin/staff-invitations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ teamRole: "counselor", expiresInHours: 24, email }),
    });
    expect(invited.status).toBe(201);
    first.proc.kill("SIGKILL");
    await first.exited;
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toEqual([]);

    const second = startServerProcess(env);
    const again = await second.ready;
    try {
      const arrived = await smtp.waitForMailTo(email);
      expect(arrived.parsed.subject).toBe("You are invited to join the Meridian team");
      // Marked sent, so no later pass sends it again.
      const adminAgain = await signInDemoAdmin(again);
      await expect
        .poll(async () => {
          const res = await fetch(`${again}/api/admin/mail?status=sent`, { headers: adminAgain });
          const { data } = (await res.json()) as { data: { to: string; attempts: number }[] };
          return data.filter((mail) => mail.to === email);
        })
        .toEqual([expect.objectContaining({ to: email, attempts: 1 })]);
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
    } finally {
      second.proc.kill("SIGTERM");
      await second.exited;
    }
  }, 120_000);
});
