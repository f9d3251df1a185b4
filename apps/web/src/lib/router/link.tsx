import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { createPath, hrefOf, type Location, type Path, resolveTo, type To } from "./location";
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

/** Where a link goes, resolved once a render: its path on this site (null for another site's) and href. */
interface Destination {
  from: Location;
  path: Path | null;
  href: string;
}

function useDestination(to: To): Destination {
  const from = useLocation();
  const path = resolveTo(to, from);
  return { from, path, href: path ? createPath(path) : hrefOf(to) };
}

function Anchor({
  destination: { from, path, href },
  replace,
  state,
  onClick,
  target,
  ...rest
}: Omit<LinkProps, "to"> & { destination: Destination }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!path || leftToBrowser(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? href === createPath(from), state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** An anchor to a page of the app, which navigates without a page load. */
export function Link({ to, ...rest }: LinkProps) {
  return <Anchor {...rest} destination={useDestination(to)} />;
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
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const destination = useDestination(to);
  const { from, path } = destination;
  const isActive = path !== null && isActivePath(from.pathname, path.pathname, end);
  return (
    <Anchor
      {...rest}
      destination={destination}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
