import type { SendChatMessageInput } from "@meridian/contract";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { ChatInput } from "./chat-input";

/** A send that answers only when the test says so. */
function heldSend() {
  const sent: SendChatMessageInput[] = [];
  let settle: ((error?: Error) => void) | null = null;
  const send = (body: SendChatMessageInput) => {
    sent.push(body);
    return new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
  };
  return {
    send,
    sent,
    answer: async (error?: Error) => {
      await waitFor(() => expect(settle).not.toBeNull());
      settle?.(error);
      settle = null;
    },
  };
}

describe("the chat input's focus", () => {
  it("keeps the focus on Send while the message goes, then gives it back to the empty message box", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const { send, sent, answer } = heldSend();
    render(<ChatInput send={send} label="Message to Cora" />);
    const box = screen.getByRole("textbox", { name: "Message to Cora" }) as HTMLInputElement;
    const button = screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;

    await user.type(box, "Hello Cora");
    await user.click(button);
    await waitFor(() => expect(button.getAttribute("aria-disabled")).toBe("true"));
    expect(document.activeElement).toBe(button);
    expect(sent.map((body) => body.content)).toEqual(["Hello Cora"]);

    await answer();
    await waitFor(() => expect(box.value).toBe(""));
    // Sent: the button waits out the countdown, and the user can type the next message at once.
    expect(button.disabled).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  it("gives the focus back to the message box, text kept, when the message could not be sent", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const { send, answer } = heldSend();
    render(<ChatInput send={send} label="Message to Cora" />);
    const box = screen.getByRole("textbox", { name: "Message to Cora" }) as HTMLInputElement;
    await user.type(box, "Are you there?");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await answer(
      new ApiError("RATE_LIMITED", "Too many messages", 429, { details: { retryAfterSeconds: 15 } }),
    );
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.value).toBe("Are you there?");
  });
});
