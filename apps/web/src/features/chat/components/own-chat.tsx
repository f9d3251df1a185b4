import { noCounselorMessage } from "@meridian/contract";
import { MessageCircle } from "lucide-react";
import { CardSection } from "@/components/ui/card";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useOwnHistory } from "../api/chat-history";
import { useConversation } from "../api/get-conversation";
import { useSendChatMessage } from "../api/send-message";
import { ChatPanel } from "./chat-panel";

/**
 * The caller's own conversation (a student with their counselor, a company account with the
 * Meridian team): who is on the other side, the messages, the input.
 */
export function OwnChat() {
  const conversation = useConversation();
  const history = useOwnHistory();
  const send = useSendChatMessage({ kind: "own" });
  const counterpart = conversation.data?.counterpart;
  return (
    <CardSection aria-labelledby="chat-heading" className="grid gap-4 p-4 sm:p-6">
      <header className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 id="chat-heading" className="text-xl font-semibold text-foreground">
            {conversation.data === undefined
              ? "Chat"
              : counterpart
                ? `Chat with ${counterpart.name}`
                : "Chat with your counselor"}
          </h1>
          {conversation.data === undefined ? (
            conversation.isError ? null : (
              <Skeleton className="mt-1 h-4 w-40" />
            )
          ) : (
            <p className="text-sm text-muted-foreground">
              {counterpart?.role === "team"
                ? "Messages go to the Meridian team."
                : counterpart
                  ? "Your counselor"
                  : "No counselor is assigned to you yet."}
            </p>
          )}
        </div>
      </header>
      {conversation.isError ? (
        <LoadFailure
          message="The conversation could not be loaded."
          onRetry={() => void conversation.refetch()}
        />
      ) : (
        <ChatPanel
          history={history}
          mySide="student"
          send={(body) => send.mutateAsync(body)}
          disabledReason={conversation.data && !conversation.data.canSend ? noCounselorMessage : undefined}
          inputLabel={counterpart ? `Message to ${counterpart.name}` : "Message"}
        />
      )}
    </CardSection>
  );
}
