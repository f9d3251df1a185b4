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

function tooBig(origin: string | undefined, max: number, inclusive: boolean): string | undefined {
  switch (origin) {
    case "string":
      return `Keep this to ${grouped(max)} character${max === 1 ? "" : "s"} or fewer`;
    case "array":
    case "set":
      return `Choose at most ${grouped(max)}`;
    case "number":
    case "int":
    case "bigint":
      return inclusive ? `Enter ${grouped(max)} or less` : `Enter less than ${grouped(max)}`;
    default:
      return undefined;
  }
}

function tooSmall(origin: string | undefined, min: number, inclusive: boolean): string | undefined {
  switch (origin) {
    case "string":
      return min <= 1 ? "Required" : `Enter at least ${grouped(min)} characters`;
    case "array":
    case "set":
      return min <= 1 ? "Choose at least one" : `Choose at least ${grouped(min)}`;
    case "number":
    case "int":
    case "bigint":
      return inclusive ? `Enter ${grouped(min)} or more` : `Enter more than ${grouped(min)}`;
    default:
      return undefined;
  }
}

/**
 * Zod's default message for a value too long, short, large or small, in the product's words
 * ("Keep this to 80 characters or fewer", not "Too big: expected string to have <=80
 * characters"): installed as Zod's `customError` on both sides, so a form's own check and the
 * server's 422 say the same. A schema's own message wins over it; other issues keep Zod's.
 */
export function plainIssueMessage(issue: SizeIssue): string | undefined {
  const inclusive = issue.inclusive !== false;
  if (issue.code === "too_big") return tooBig(issue.origin, Number(issue.maximum), inclusive);
  if (issue.code === "too_small") return tooSmall(issue.origin, Number(issue.minimum), inclusive);
  return undefined;
}
