import { OwnChat } from "@/features/chat/components/own-chat";

/** /student/chat: a student's conversation with their counselor, a company's with the Meridian team. */
export function StudentChatPage() {
  return (
    <section className="container-page mx-auto grid max-w-3xl gap-6 py-8 sm:py-12">
      <OwnChat />
    </section>
  );
}
