import type { NotificationType } from "@meridian/contract";
import {
  CreditCard,
  FileText,
  FolderOpen,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  ShieldAlert,
  Sparkles,
  Users,
} from "lucide-react";
import { cn } from "@/lib/cn";

const icons: Record<NotificationType, LucideIcon> = {
  welcome: Sparkles,
  security: ShieldAlert,
  team: Users,
  application: FileText,
  document: FolderOpen,
  chat: MessageSquare,
  community: MessagesSquare,
  billing: CreditCard,
  system: Megaphone,
};

/** The round icon that tells the kind of a notification at a glance (decorative: the title says it). */
export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = icons[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full",
        type === "security"
          ? "bg-warning-soft text-warning-soft-foreground"
          : "bg-primary-soft text-primary-soft-foreground",
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}
