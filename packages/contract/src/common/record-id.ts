import { z } from "zod";

/**
 * A record's UUID as a request names it (in the path, a query or a body), refused before the
 * database with one message for every kind of record: "Invalid <what> id".
 */
export function recordId(what: string) {
  return z.uuid(`Invalid ${what} id`);
}

/** The `{id}` path parameter of a route about one record: `idParams("document")`. */
export function idParams(what: string) {
  return z.object({ id: recordId(what) });
}
