// No Zod import here: the web app's Zod module (apps/web/src/lib/zod-jitless.ts) installs this
// before any schema exists, and importing Zod from it would be circular.

/** The parts of a Zod issue this module reads. */
interface SizeIssue {
  code?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
}

const grouped = (value: number) => value.toLocaleString("en-US");

/** What kind of value a size issue is about, as the messages word it. */
function kindOf(origin: string | undefined): "text" | "list" | "number" | undefined {
  if (origin === "string") return "text";
  if (origin === "array" || origin === "set") return "list";
  if (origin === "number" || origin === "int" || origin === "bigint") return "number";
  return undefined;
}

/**
 * Zod's default message for a value too long, short, large or small, in the product's words
 * ("Keep this to 80 characters or fewer", not "Too big: expected string to have <=80
 * characters"): installed as Zod's `customError` on both sides, so a form's own check and the
 * server's 422 say the same. A schema's own message wins over it; other issues keep Zod's.
 */
export function plainIssueMessage(issue: SizeIssue): string | undefined {
  if (issue.code !== "too_big" && issue.code !== "too_small") return undefined;
  const big = issue.code === "too_big";
  const limit = Number(big ? issue.maximum : issue.minimum);
  const n = grouped(limit);
  const inclusive = issue.inclusive !== false;
  switch (kindOf(issue.origin)) {
    case "text":
      if (big) return `Keep this to ${n} character${limit === 1 ? "" : "s"} or fewer`;
      return limit <= 1 ? "Required" : `Enter at least ${n} characters`;
    case "list":
      if (big) return `Choose at most ${n}`;
      return limit <= 1 ? "Choose at least one" : `Choose at least ${n}`;
    case "number":
      if (big) return inclusive ? `Enter ${n} or less` : `Enter less than ${n}`;
      return inclusive ? `Enter ${n} or more` : `Enter more than ${n}`;
    default:
      return undefined;
  }
}
