import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { createPath, hrefOf, resolveTo, type To } from "./location";
import { useLocation, useNavigate } from "./router";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replace the current history entry instead of adding one (the default for a link to where one is). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== "_self")
  );
}

/** An anchor to a page of the app, which navigates without a page load. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = resolveTo(to, location);
  const href = path ? createPath(path) : hrefOf(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!path || leftToBrowser(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Active only at its own path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** Whether the page at `pathname` is the link's or, unless `end`, below it (ignoring case, as routes match). */
function isActivePath(pathname: string, linkPathname: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const link = linkPathname.toLowerCase();
  if (current === link) return true;
  const boundary = link !== "/" && link.endsWith("/") ? link.length - 1 : link.length;
  return !end && current.startsWith(link) && current.charAt(boundary) === "/";
}

/** A navigation link that knows when its page is on screen (`aria-current="page"`). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const path = resolveTo(rest.to, location);
  const isActive = path !== null && isActivePath(location.pathname, path.pathname, end);
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
