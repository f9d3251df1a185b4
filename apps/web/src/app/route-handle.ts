import { createContext, useContext } from "react";
import { NavigationType } from "@/lib/router";

/**
 * Which frame a page sits in: "public" pages (the landing, About, sign-in) always carry the site's
 * marketing footer; "app" pages (dashboards, chat, applications, settings: pages for signed-in
 * users) a one-line footer with the copyright and the legal links; "either" pages, open to guests
 * and users alike (catalogue, community), the marketing footer for a guest and the app's for a user.
 */
export type PageLayout = "public" | "app" | "either";

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** The page name: document title, and the heading of pages that are not available yet. */
  title: string;
  /** The page's meta description for search engines; the site's own when absent. */
  description?: string;
  /** The page's frame; "public" when absent. */
  layout?: PageLayout;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}

/** What the route table knows of the page on screen, given by `AppRoutes` to the shell. */
export interface RouteState {
  /** The handle of the deepest matched route that has one. */
  handle: RouteHandle | undefined;
  /** A navigation is waiting for its page's chunk; the page on screen is the one before it. */
  pending: boolean;
  /** How the page on screen was reached: a back or forward step (POP) restores its scroll. */
  navigationType: NavigationType;
}

export const RouteStateContext = createContext<RouteState>({
  handle: undefined,
  pending: false,
  navigationType: NavigationType.Pop,
});

export function useRouteState(): RouteState {
  return useContext(RouteStateContext);
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  return useRouteState().handle;
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  return useRouteHandle()?.title;
}
