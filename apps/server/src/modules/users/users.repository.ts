import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
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

/** The ids of every active admin (team members with the admin role), oldest account first. */
export async function listActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.userType, "team_member"), eq(users.teamRole, "admin"), eq(users.accountStatus, "active")),
    )
    .orderBy(asc(users.createdAt));
  return rows.map((row) => row.id);
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

/** How many accounts of a kind exist. */
export async function countUsersOfType(db: Db, userType: UserRow["userType"]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(eq(users.userType, userType));
  return row?.n ?? 0;
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

/** The users among `ids` (unknown ids are left out), in no particular order. */
export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}
