// TEMPORARY interface stub of the follow-ups branch: replaced by the real dialog before landing.
export function ScheduleMeetingDialog(_props: {
  studentProfileId: string;
  studentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return null;
}
