import type { SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./client.js";

// Both drivers answer a raw statement with an object holding its rows (PGlite's `Results`,
// node-postgres' `QueryResult`); `PgDatabase` types that answer as unknown, since it depends on
// the driver. This is the one place that reads it.
const RawResultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs a raw statement and reads each row through `row`, so a query whose columns drift from what
 * its caller expects fails here, naming the column, instead of handing a wrong shape onwards.
 * Columns come as the database names them (snake_case), with each driver's own value types
 * (node-postgres answers `bigint` and `numeric` as strings): `row` coerces what it must.
 */
export async function selectRows<S extends z.ZodType>(
  db: Db,
  statement: SQL,
  row: S,
): Promise<z.output<S>[]> {
  const { rows } = RawResultSchema.parse(await db.execute(statement));
  return rows.map((value) => row.parse(value));
}

/** Whether a raw statement answered any row (a `select 1 … for update` that found its row). */
export async function selectsAny(db: Db, statement: SQL): Promise<boolean> {
  const { rows } = RawResultSchema.parse(await db.execute(statement));
  return rows.length > 0;
}

/**
 * The row an insert or upsert `… returning` wrote. Such a statement answers its row or throws, so
 * an empty answer is a bug, not a case to handle; an insert that may write nothing (`on conflict
 * do nothing`) reads its own answer instead.
 */
export function writtenRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned nothing`);
  return row;
}
