import type { Actor } from "../../lib/actor.js";

/** A notification is its recipient's alone: nobody else may see, mark or delete it, staff included. */
export function canSeeNotification(actor: Actor, notification: { userId: string }): boolean {
  return notification.userId === actor.userId;
}
