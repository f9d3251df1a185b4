import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type UserRow, users } from "../../db/schema/index.js";

export type NewUser = typeof users.$inferInsert;

/** A user by id. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Finds a user by email, whatever its case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Users of one type, newest first. */
export async function listUsersOfType(
  db: Db,
  userType: UserRow["userType"],
  limit = 500,
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.userType, userType))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/** Inserts a user; returns undefined when the email is already taken (unique index), changing nothing. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}
