import { useStudentHistory } from "../api/chat-history";
import { useSendChatMessage } from "../api/send-message";
import { ChatPanel } from "./chat-panel";

/**
 * The Chat section of the student profile screen (spec part 2 §2): the staff side of a worked
 * student's conversation, live.
 */
export function CounselorChat({
  studentProfileId,
  studentName,
}: {
  studentProfileId: string;
  studentName: string;
}) {
  const history = useStudentHistory(studentProfileId);
  const send = useSendChatMessage({ kind: "student", profileId: studentProfileId });
  return (
    <ChatPanel
      history={history}
      mySide="staff"
      send={(body) => send.mutateAsync(body)}
      inputLabel={`Message to ${studentName}`}
    />
  );
}
