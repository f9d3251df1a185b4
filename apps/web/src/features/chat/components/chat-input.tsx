import { chatInputMessages, chatLimits, containsLink, type SendChatMessageInput } from "@meridian/contract";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/api-client";
import { focusFellOrWithin } from "@/lib/keep-focus";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { toast } from "@/lib/use-toast";
import { useCooldown } from "../hooks/use-cooldown";

/** The seconds a 429 asks to wait, from the envelope's details. */
function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== "RATE_LIMITED") return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? seconds : chatLimits.sendIntervalMs / 1000;
}

/**
 * The chat input of spec part 2 §5: typed, not pasted; at most 100 characters; no links; nothing
 * empty; one message per 15 s, the button counting down. A message keeps its client id until it is
 * sent, so pressing Send again after a failure stores it once.
 */
export function ChatInput({
  send,
  disabledReason,
  label,
}: {
  send: (body: SendChatMessageInput) => Promise<unknown>;
  /** Why nothing can be sent now (no counselor yet); the input is disabled and says so. */
  disabledReason?: string;
  label: string;
}) {
  const [content, setContent] = useState("");
  const [sending, setSending] = useState(false);
  const { secondsLeft, start } = useCooldown();
  const attempt = useRef<{ content: string; clientMessageId: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const trimmed = content.trim();
  const blocked = disabledReason !== undefined;
  // Whether the box holds a message that may go now; while one is sending, Send is `pending`.
  const ready = trimmed.length > 0 && secondsLeft === 0 && !blocked;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || sending) return;
    if (containsLink(trimmed)) {
      toast({ ...chatInputMessages.link, variant: "destructive" });
      return;
    }
    if (trimmed.length > chatLimits.maxLength) {
      toast({ ...chatInputMessages.tooLong, variant: "destructive" });
      return;
    }
    // The same text sent again after a failure keeps its id: if the first try did land, it shows once.
    if (attempt.current?.content !== trimmed) {
      attempt.current = { content: trimmed, clientMessageId: crypto.randomUUID() };
    }
    setSending(true);
    try {
      await send({ content: trimmed, clientMessageId: attempt.current.clientMessageId });
      attempt.current = null;
      setContent("");
      start(chatLimits.sendIntervalMs / 1000);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait !== null) {
        start(wait);
        toast({ title: chatInputMessages.wait.title, description: chatInputMessages.wait.description(wait) });
      } else if (isApiError(error) && error.field === "content") {
        toast({ title: "Message not sent", description: error.message, variant: "destructive" });
      } else {
        showMutationErrorToast(error);
      }
    } finally {
      setSending(false);
      // Back to the message box for the next message: the Send button pressed is disabled now
      // (empty box, countdown), and a disabled button drops the focus to the page in Chromium.
      if (focusFellOrWithin(formRef.current)) inputRef.current?.focus();
    }
  }

  const hint = blocked
    ? disabledReason
    : secondsLeft > 0
      ? chatInputMessages.wait.description(secondsLeft)
      : `${content.length}/${chatLimits.maxLength}`;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          aria-label={label}
          aria-describedby={hintId}
          placeholder={blocked ? "Messaging is not available yet" : "Type your message…"}
          value={content}
          maxLength={chatLimits.maxLength}
          disabled={blocked}
          autoComplete="off"
          onChange={(event) => setContent(event.target.value)}
          onPaste={(event) => {
            event.preventDefault();
            toast({ ...chatInputMessages.paste, variant: "destructive" });
          }}
          onDrop={(event) => event.preventDefault()}
        />
        {/* Pending while it sends, so it keeps the focus until the focus goes back to the box. */}
        <Button type="submit" disabled={!ready} pending={sending} aria-label="Send message">
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <p id={hintId} aria-live="polite" className="text-xs text-muted-foreground">
        {hint}
      </p>
    </form>
  );
}
