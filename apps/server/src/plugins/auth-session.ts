import type { TeamRole, UserType } from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.js";
import type { AppContext, RequestOrigin } from "../lib/context.js";
import { type AuthenticatedSession, authenticateToken } from "../modules/auth/session.service.js";

/** Who may call a route: anyone, any signed-in user, or signed-in users of some types/roles. */
export type Access =
  | "public"
  | "authenticated"
  | { userTypes: readonly UserType[]; teamRoles?: readonly TeamRole[] };

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable by an account that still has to replace its temporary password. */
    allowTemporaryPassword?: boolean;
  }
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token.trim() : undefined;
}

/** Where a request came from (the client address honours TRUST_PROXY only). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : null };
}

/** The signed-in session of a request whose route requires one. */
export function requireAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return request.auth;
}

/**
 * Resolves the bearer token and enforces the route's declared access before anything else runs.
 * Routes without a declaration (documentation, 404s) are public, and public routes never look
 * the session up: no public handler uses it, and a signed-in user's searches would each pay a query.
 */
export function registerAuthSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config?.access ?? "public";
    if (access === "public") return;
    const token = bearerToken(request);
    if (token) request.auth = await authenticateToken(ctx, token);
    const { user } = requireAuth(request);
    if (user.mustChangePassword && !request.routeOptions.config?.allowTemporaryPassword) {
      throw new AppError("FORBIDDEN", "Please change your temporary password first.", {
        hint: "Choose your own password in Settings before continuing.",
      });
    }
    if (access === "authenticated") return;
    const typeAllowed = access.userTypes.includes(user.userType);
    const roleAllowed =
      !access.teamRoles ||
      user.userType !== "team_member" ||
      access.teamRoles.includes(user.teamRole as TeamRole);
    if (!typeAllowed || !roleAllowed) {
      throw new AppError("FORBIDDEN", "You do not have access to this resource.");
    }
  });
}
