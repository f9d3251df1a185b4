import type { ForumAuthor, ForumCategory, ModerationItem, ModerationState } from "@meridian/contract";
import { queueReasons } from "@meridian/contract";
import type { AuthorFields, OpenReport, QueuedRow } from "./moderation.repository.js";

const authorKinds: Record<string, ForumAuthor["kind"]> = {
  customer: "student",
  team_member: "team",
  company_profile: "company",
};

/**
 * A person's public name in the community: "First L." for a person, the account's name for a
 * company (company accounts carry the company's name), "Former member" once the account is gone.
 */
export function displayNameOf(author: AuthorFields): string {
  if (author === null) return "Former member";
  const first = author.firstName.trim();
  const last = author.lastName.trim();
  if (author.userType === "company_profile") return `${first} ${last}`.trim() || "Company";
  const initial = last ? ` ${Array.from(last)[0]?.toUpperCase()}.` : "";
  return `${first || "Member"}${initial}`;
}

/** An author in public fields only: id, display name, kind; never an email. */
export function presentAuthor(author: AuthorFields): ForumAuthor {
  if (author === null) {
    return { id: null, displayName: "Former member", kind: "former", logoUrl: null };
  }
  return {
    id: author.id,
    displayName: displayNameOf(author),
    kind: authorKinds[author.userType] ?? "student",
    logoUrl: null,
  };
}

/** Why an item waits: its open reports, and for held content the hold's reasons. */
function reasonsOf(row: QueuedRow, reportCount: number): ModerationItem["reasons"] {
  const held = row.moderation === "pending" ? row.holdReasons : [];
  return queueReasons.filter((reason) => (reason === "reported" ? reportCount > 0 : held.includes(reason)));
}

/** One queue entry, with its open reports (reporters by display name). */
export function presentQueueItem(row: QueuedRow, reports: OpenReport[]): ModerationItem {
  return {
    targetKind: row.targetKind,
    targetId: row.targetId,
    postId: row.postId,
    postTitle: row.postTitle,
    category: row.category as ForumCategory,
    body: row.body,
    author: presentAuthor(row.author),
    authorSuspendedUntil: row.authorSuspendedUntil?.toISOString() ?? null,
    moderation: row.moderation as ModerationState,
    reasons: reasonsOf(row, reports.length),
    matchedWords: row.moderation === "pending" ? row.matchedWords : [],
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      reporterName: displayNameOf(report.reporter),
      createdAt: report.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    queuedAt: row.queuedAt.toISOString(),
  };
}
