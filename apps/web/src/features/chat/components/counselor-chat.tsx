import { MessageSquare } from "lucide-react";
import { PanelSection } from "@/components/ui/panel-section";
import { toast } from "@/lib/use-toast";
import { useStudentHistory } from "../api/chat-history";
import { useSendChatMessage } from "../api/send-message";
import { ChatPanel } from "./chat-panel";

/**
 * The Chat section of the student profile screen (spec part 2 §2): the staff side of a worked
 * student's conversation, live. Titled like the profile's other sections, so a screen reader's
 * list of headings reaches it.
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
    <PanelSection
      className="grid gap-4 p-4 sm:p-6"
      icon={MessageSquare}
      title="Chat"
      description={`Your conversation with ${studentName}, live.`}
    >
      <ChatPanel
        history={history}
        mySide="counselor"
        send={async (body) => {
          await send.mutateAsync(body);
          // The student screen's confirmation (spec part 2 §8); a refusal is the input's to say.
          toast({ title: "Message sent successfully" });
        }}
        inputLabel={`Message to ${studentName}`}
      />
    </PanelSection>
  );
}
