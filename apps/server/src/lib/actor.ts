import { type AccessRule, checkAccess, type TeamRole, type UserType } from "@meridian/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.js";

/**
 * Who is acting: what every service function takes first and its policy decides on. It carries
 * no secret and no profile data (a service that needs the user's row reads it), so it can ride on
 * every request, socket and job.
 */
export interface Actor {
  userId: string;
  userType: UserType;
  /** A team member's role; null for other user types and for a member without a named role. */
  teamRole: TeamRole | null;
  /** The session the request came with. */
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the access hook on every route that is not public. */
    actor: Actor | null;
  }
}

/** The actor of a request whose route requires a signed-in user. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return request.actor;
}

/** True when the actor passes an access rule of the contract (the rules routes declare). */
export function actorPasses(actor: Actor, rule: AccessRule): boolean {
  return checkAccess(actor, rule) === "allowed";
}
