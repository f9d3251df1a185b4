import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignStudentRow, createApplicationRow, createUser } from "../../test/factories.js";
import { signIn } from "../../test/http.js";
import { TestSmtpServer } from "../../test/smtp-server.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// An optional mail through a real SMTP server: its one-click unsubscribe headers, as a mail client reads them.
const smtp = new TestSmtpServer();
let t: TestApp;
beforeAll(async () => {
  const url = await smtp.start();
  t = await createTestApp({ env: { SMTP_URL: url, PUBLIC_URL: "https://meridian.example" } });
});
afterAll(async () => {
  await t?.app.close();
  await smtp.stop();
});

describe("an optional mail over SMTP", () => {
  it("carries List-Unsubscribe and List-Unsubscribe-Post, and the header's address turns it off", async () => {
    const db = t.database.db;
    const counselor = await createUser(db, { userType: "team_member", teamRole: "counselor" });
    const student = await createUser(db, { email: "amina@example.com", firstName: "Amina" });
    await assignStudentRow(db, student.id, counselor.id);
    const application = await createApplicationRow(db, student.id, { status: "submitted" });
    const before = smtp.received.length;
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/applications/${application.id}/transitions`,
      headers: await signIn(t.app, counselor),
      payload: { to: "under_review" },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.envelopeTo).toEqual(["amina@example.com"]);
    // The header lines as they came (a parser folds the List-* headers into one object).
    const headerLine = (name: string) =>
      mail?.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(headerLine("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = headerLine("list-unsubscribe")?.replace(/^<|>$/g, "");
    expect(oneClick).toMatch(/^https:\/\/meridian\.example\/api\/mail\/unsubscribe\?token=/);
    // The footer links the page, with the same token.
    const token = new URL(oneClick ?? "").searchParams.get("token");
    expect(mail?.parsed.html).toContain(`https://meridian.example/unsubscribe?token=${token}`);

    // What a mail client does with it (RFC 8058): a POST of the form field to that address.
    const { pathname, search } = new URL(oneClick ?? "");
    const res = await t.app.inject({
      method: "POST",
      url: `${pathname}${search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    const preferences = await t.app.inject({
      method: "GET",
      url: "/api/notifications/preferences",
      headers: await signIn(t.app, student),
    });
    expect(preferences.json().data.emailDisabledTypes).toEqual(["application"]);
  });
});
