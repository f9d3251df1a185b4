import { Suspense } from "react";
import { lazyEnhancement } from "@/lib/lazy-enhancement";
import type { NavItem } from "./account-links";

// The count reads the API through TanStack Query: loaded only where a link shows it (a signed-in
// student's Chat), so the guests' header, on the landing page, stays within its budget (decision 050).
const ChatUnreadBadge = lazyEnhancement(
  () => import("@/features/chat/components/chat-unread-badge").then((module) => module.ChatUnreadBadge),
  () => null,
);

/** A navigation link's words, with its live count where it has one ("Chat (2 unread)"). */
export function NavLabel({ link }: { link: NavItem }) {
  return (
    <>
      {link.label}
      {link.badge === "chat-unread" ? (
        <Suspense fallback={null}>
          <ChatUnreadBadge />
        </Suspense>
      ) : null}
    </>
  );
}
