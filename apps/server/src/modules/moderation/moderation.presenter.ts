import type { ModerationItem } from "@meridian/contract";
import { queueReasons } from "@meridian/contract";
import { displayNameOf, presentAuthor } from "../community/forum-authors.js";
import type { OpenReport, QueuedRow } from "./moderation.repository.js";

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
    category: row.category,
    body: row.body,
    bodyHtml: row.bodyHtml,
    author: presentAuthor(row.author),
    authorSuspendedUntil: row.authorSuspendedUntil?.toISOString() ?? null,
    moderation: row.moderation,
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
