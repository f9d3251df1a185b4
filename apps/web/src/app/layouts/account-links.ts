import { dashboardPathFor, type SessionUser } from "@meridian/contract";
import { type LucideIcon, MessageCircle, Settings, UserRound, UserRoundCog } from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  /** A count shown beside the label: the caller's unread chat messages. */
  badge?: "chat-unread";
}

/** The header links of spec part 1 §2 "Headers" for each kind of user. */
export function primaryLinksFor(user: SessionUser): NavItem[] {
  switch (user.userType) {
    case "customer":
      return [
        { to: "/dashboard", label: "Dashboard" },
        { to: "/applications", label: "Applications" },
        { to: "/documents", label: "Documents" },
        { to: "/student/shortlist", label: "Shortlist" },
        { to: "/student/chat", label: "Chat", badge: "chat-unread" },
      ];
    case "company_profile":
      return [{ to: "/dashboard", label: "Dashboard" }];
    case "team_member":
      if (user.teamRole === "admin") return [{ to: "/dashboard/admin", label: "Admin Dashboard" }];
      if (user.teamRole === "counselor") return [{ to: "/dashboard/team", label: "Counselor Dashboard" }];
      return [{ to: "/dashboard/team", label: "My Dashboard" }];
  }
}

/** The role's own profile entry (admin, counselor, company); students use /profile. */
export function roleProfileLinkFor(user: SessionUser): NavItem | null {
  if (user.userType === "company_profile") {
    return { to: "/dashboard/company/profile", label: "Company Profile Settings" };
  }
  if (user.userType === "team_member" && user.teamRole === "admin") {
    return { to: "/dashboard/admin/profile", label: "Admin Profile" };
  }
  if (user.userType === "team_member" && user.teamRole === "counselor") {
    return { to: "/dashboard/counselor/profile", label: "Counselor Profile" };
  }
  return null;
}

/** The user's own chat (spec part 2 §6: students and company accounts); staff chat from a student's profile. */
export function chatLinkFor(user: SessionUser): NavItem | null {
  if (user.userType === "customer") return { to: "/student/chat", label: "Chat with your counselor" };
  if (user.userType === "company_profile")
    return { to: "/student/chat", label: "Chat with the Meridian team" };
  return null;
}

/** An entry of the account's own pages, with the icon the account menu shows before it. */
export interface AccountLink extends NavItem {
  icon: LucideIcon;
}

/**
 * The account's own pages, in the account menu's order: the role's profile, Profile, the chat and
 * Settings. `chat` is the chat entry to list, where a caller leaves it out.
 */
export function accountLinksFor(user: SessionUser, chat = chatLinkFor(user)): AccountLink[] {
  const roleProfile = roleProfileLinkFor(user);
  return [
    ...(roleProfile ? [{ ...roleProfile, icon: UserRoundCog }] : []),
    { to: "/profile", label: "Profile", icon: UserRound },
    ...(chat ? [{ ...chat, icon: MessageCircle }] : []),
    { to: "/settings", label: "Settings", icon: Settings },
  ];
}

/** Where the logo takes a signed-in user. */
export function homePathFor(user: SessionUser): string {
  return dashboardPathFor(user.userType, user.teamRole);
}

/** Up to two initials for the avatar. */
export function initialsOf(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
  return initials || user.email.charAt(0).toUpperCase();
}

/** The name to greet and label a user with. */
export function displayNameOf(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
