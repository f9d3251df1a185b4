import { chatEndpoints } from "@meridian/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getConversation } from "@/features/chat/api/get-conversation";
import { CounselorChat } from "@/features/chat/components/counselor-chat";
import { callEndpoint } from "@/lib/call-endpoint";
import {
  assignLiveStudent,
  createLiveUser,
  notifyLive,
  readChatLive,
  sendChatLive,
  signInAs,
  signInAsNew,
} from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
/** A message on screen, once the list shows it. */
async function shown(text: string): Promise<HTMLElement> {
  return within(await screen.findByRole("log", { name: "Messages" })).findByText(text);
}

describe("/student/chat on the real server", () => {
  it("shows the counselor, refuses links and pastes, sends with a countdown, and takes a live reply it marks read", async () => {
    const user = userEvent.setup();
    const counselor = await createLiveUser("counselor", { firstName: "Cora" });
    const student = await createLiveUser("student", { firstName: "Stu" });
    const profileId = await assignLiveStudent(student, counselor);
    await signInAs(student);
    renderApp("/student/chat");

    expect(await screen.findByRole("heading", { level: 1, name: "Chat with Cora User" })).toBeTruthy();
    expect(await screen.findByText("No messages yet. Start a conversation!")).toBeTruthy();
    const input = screen.getByRole("textbox", { name: "Message to Cora User" });
    const send = screen.getByRole("button", { name: "Send message" });
    expect(input.getAttribute("maxlength")).toBe("100");
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.type(input, "see example.com");
    await user.click(send);
    expect(await screen.findByText("Links not allowed")).toBeTruthy();
    expect(screen.getByText("Please remove any URLs from your message")).toBeTruthy();

    await user.clear(input);
    fireEvent.paste(input, { clipboardData: { getData: () => "pasted" } });
    expect(await screen.findByText("Paste not allowed")).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");

    await user.type(input, "Hello Cora, about my visa");
    await user.click(send);
    expect(await shown("Hello Cora, about my visa")).toBeTruthy();
    expect(
      within((await shown("Hello Cora, about my visa")).closest("li") as HTMLElement).getByText("Sent"),
    ).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");
    expect(await screen.findByText(/You can send another message in 1[45] seconds/)).toBeTruthy();
    await user.type(input, "Again");
    expect((send as HTMLButtonElement).disabled).toBe(true);

    // The counselor answers: it appears live and is marked read about a second later.
    await sendChatLive(counselor, "Hi Stu, happy to help", profileId);
    expect(await shown("Hi Stu, happy to help")).toBeTruthy();
    await waitFor(async () => expect((await getConversation()).unreadCount).toBe(0), { timeout: 5_000 });
  });

  it("tells a student without a counselor that messaging waits for one", async () => {
    await signInAsNew("student");
    renderApp("/student/chat");
    expect(await screen.findByText("No counselor is assigned to you yet.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText("You do not have a counselor yet. You can send messages once one is assigned to you."),
    ).toBeTruthy();
  });

  it("gives a company account its conversation with the Meridian team", async () => {
    const user = userEvent.setup();
    await signInAsNew("company");
    renderApp("/student/chat");
    expect(await screen.findByRole("heading", { level: 1, name: "Chat with Meridian team" })).toBeTruthy();
    await user.type(
      screen.getByRole("textbox", { name: "Message to Meridian team" }),
      "We would like to partner",
    );
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await shown("We would like to partner")).toBeTruthy();
  });
});

describe("the counselor's chat panel on the real server", () => {
  it("shows the student's messages, marks them read after opening, and sees the receipt of its own", async () => {
    const user = userEvent.setup();
    const counselor = await createLiveUser("counselor", { firstName: "Cora" });
    const student = await createLiveUser("student", { firstName: "Stu" });
    const profileId = await assignLiveStudent(student, counselor);
    await sendChatLive(student, "Are you there?");
    await signInAs(counselor);
    renderApp(`/chat-panel/${profileId}`, {
      children: [
        {
          path: "chat-panel/:id",
          element: <CounselorChat studentProfileId={profileId} studentName="Stu User" />,
        },
      ],
    });
    expect(await shown("Are you there?")).toBeTruthy();
    // Titled like the profile's other sections: a heading names the conversation's region.
    expect(screen.getByRole("region", { name: "Chat" })).toBeTruthy();
    expect(screen.getByText("Your conversation with Stu User, live.")).toBeTruthy();
    expect(within(screen.getByRole("log", { name: "Messages" })).getByText("Stu User")).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Message to Stu User" }), "Yes, I am here");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const mine = await shown("Yes, I am here");
    const bubble = within(mine.closest("li") as HTMLElement);
    expect(bubble.getByText("Sent")).toBeTruthy();

    // The student's message was marked read by this panel about 2 s after it opened.
    await waitFor(
      async () => expect((await callEndpoint(chatEndpoints.unreadByStudent)).students).toEqual([]),
      {
        timeout: 5_000,
      },
    );
    // The student reads the reply: the indicator turns live.
    const reply = (
      await callEndpoint(chatEndpoints.studentHistory, { params: { studentId: profileId } })
    ).data.at(-1);
    await readChatLive(student, reply?.id ?? "");
    expect(await bubble.findByText("Read")).toBeTruthy();
  });
});

describe("the admins' company messages on the real server", () => {
  it("lists a company that wrote, with its unread count, and answers it live", async () => {
    const user = userEvent.setup();
    const company = await createLiveUser("company", { firstName: "Acme" });
    await sendChatLive(company, "Hello team, partnership question");
    await signInAsNew("admin");
    renderApp("/dashboard/admin");
    const panel = within(await screen.findByRole("region", { name: "Company messages" }));
    const entry = await panel.findByRole("button", { name: /Acme User/ });
    await user.click(entry);
    expect(await shown("Hello team, partnership question")).toBeTruthy();
    await user.type(panel.getByRole("textbox", { name: "Message to Acme User" }), "Happy to help");
    await user.click(panel.getByRole("button", { name: "Send message" }));
    expect(await shown("Happy to help")).toBeTruthy();
    // Read 2 s after opening: the list's unread badge goes.
    await waitFor(() => expect(within(entry).queryByText(/unread/)).toBeNull(), { timeout: 6_000 });
  });
});

describe("the team's replies in the student's header on the real server (decision 075)", () => {
  it("counts unread replies on Chat live, tells them once in the bell, and clears both when read in the chat", async () => {
    const user = userEvent.setup();
    const counselor = await createLiveUser("counselor", { firstName: "Cora" });
    const admin = await createLiveUser("admin", { firstName: "Ada" });
    const student = await createLiveUser("student", { firstName: "Stu" });
    const profileId = await assignLiveStudent(student, counselor);
    await signInAs(student);
    renderApp("/dashboard/student");
    // The header is the guests' until the session answers, then the student's: read it afresh.
    const nav = () => within(screen.getByRole("navigation", { name: "Main" }));
    const link = (name: string) => waitFor(() => nav().getByRole("link", { name }));
    expect((await link("Chat")).getAttribute("href")).toBe("/student/chat");
    // The channel opens after the session answers, and a notification sent before it is listed
    // without a toast: checks are sent until one arrives as a toast; from then on all arrives live.
    let checks = 0;
    await waitFor(
      async () => {
        checks += 1;
        await notifyLive(student, { title: `Socket check ${checks}`, message: "Listening." });
        await screen.findByText(`Socket check ${checks}`, undefined, { timeout: 2_000 });
      },
      { timeout: 20_000 },
    );

    await sendChatLive(counselor, "Your offer letter is here", profileId);
    expect(await link("Chat (1 unread)")).toBeTruthy();
    expect(await screen.findByText("New message from Cora User")).toBeTruthy();
    const bell = (unread: number) => `Notifications, ${unread} unread`;
    expect(await screen.findByRole("button", { name: bell(checks + 1) })).toBeTruthy();
    // A second reply (another of the team) adds to the count, not to the bell.
    await sendChatLive(admin, "Congratulations from the team", profileId);
    expect(await link("Chat (2 unread)")).toBeTruthy();
    expect(screen.getByRole("button", { name: bell(checks + 1) })).toBeTruthy();

    // Read in the chat: the count goes, and the bell's chat notification is read with it.
    await user.click(await link("Chat (2 unread)"));
    expect(await shown("Congratulations from the team")).toBeTruthy();
    await waitFor(() => expect(nav().getByRole("link", { name: "Chat" })).toBeTruthy(), { timeout: 8_000 });
    expect(await screen.findByRole("button", { name: bell(checks) })).toBeTruthy();
  });
});
