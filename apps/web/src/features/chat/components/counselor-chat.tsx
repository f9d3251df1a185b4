// TEMPORARY interface stub of the chat branch: replaced by the real panel before landing.
export function CounselorChat(_props: { studentProfileId: string; studentName: string }) {
  return null;
}
