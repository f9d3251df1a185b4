// TEMPORARY interface stub of the follow-ups branch: replaced by the real section before landing.
export function FollowUpSection(_props: { studentProfileId: string }) {
  return null;
}
