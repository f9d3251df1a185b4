import { type AnyPgColumn, timestamp, type UpdateDeleteAction, uuid } from "drizzle-orm/pg-core";
import { newId } from "../../lib/ids.js";

/** Primary key: UUID v7 made by the app (PostgreSQL 15 has no uuidv7()). */
export const idColumn = () =>
  uuid()
    .primaryKey()
    .$defaultFn(() => newId());

/** A timestamptz column read and written as a Date. */
export const at = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * A required link to another row's id; `onDelete` says at each use whether this row goes with it
 * ("cascade") or holds it in place ("restrict").
 */
export const requiredRef = (target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid().notNull().references(target, { onDelete });
