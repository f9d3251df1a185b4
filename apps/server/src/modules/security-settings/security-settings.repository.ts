import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { securitySettings } from "../../db/schema/index.js";

export type SecuritySettingsRow = typeof securitySettings.$inferSelect;

/** The settings row, created with its defaults the first time it is read. */
export async function readSettings(db: Db): Promise<SecuritySettingsRow> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1)).limit(1);
  if (row) return row;
  const [created] = await db.insert(securitySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSettings(db));
}

export async function writeSettings(
  db: Db,
  changes: Partial<
    Pick<
      SecuritySettingsRow,
      | "teamLoginVisible"
      | "secretCodeCiphertext"
      | "autoAssignStudents"
      | "counselorStudentCap"
      | "requireTeamSecondFactor"
      | "requireVerifiedEmailToApply"
    >
  >,
  updatedBy: string,
): Promise<SecuritySettingsRow> {
  await readSettings(db);
  const [row] = await db
    .update(securitySettings)
    .set({ ...changes, updatedBy, updatedAt: new Date() })
    .where(eq(securitySettings.id, 1))
    .returning();
  if (!row) throw new Error("security settings row missing");
  return row;
}
