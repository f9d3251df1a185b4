import { timestamp, uuid } from "drizzle-orm/pg-core";
import { newId } from "../../lib/ids.js";

/** Primary key: UUID v7 made by the app (PostgreSQL 15 has no uuidv7()). */
export const idColumn = () =>
  uuid()
    .primaryKey()
    .$defaultFn(() => newId());

/** A timestamptz column read and written as a Date. */
export const at = () => timestamp({ withTimezone: true, mode: "date" });
