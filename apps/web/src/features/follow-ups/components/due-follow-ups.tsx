// TEMPORARY interface stub of the follow-ups branch: replaced by the real card before landing.
/** The Overview card: the signed-in counselor's follow-ups falling due and overdue. */
export function DueFollowUps() {
  return null;
}
