import { labelRole, type SessionUser } from "@meridian/contract";
import { ChevronDown, LogOut } from "lucide-react";
import { LogoMark } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { cn } from "@/lib/cn";
import { Link, NavLink } from "@/lib/router";
import { publicNavLinks } from "@/lib/site";
import { accountLinksFor, chatLinkFor, displayNameOf, homePathFor, primaryLinksFor } from "./account-links";
import { HeaderSearch } from "./header-search";
import { LinkItems } from "./link-items";
import { MobileMenu } from "./mobile-menu";
import { NavLabel } from "./nav-label";
import { useSignOut } from "./use-sign-out";
import { UserAvatar, UserMenu } from "./user-menu";

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted hover:text-foreground",
    isActive ? "bg-muted text-foreground" : "text-muted-foreground",
  );
}

function MobileAccountFooter({ user, close }: { user: SessionUser; close: () => void }) {
  const signOut = useSignOut();
  // Not twice in one sheet: a student's navigation above already has Chat.
  const chat = primaryLinksFor(user).some((link) => link.to === "/student/chat") ? null : chatLinkFor(user);
  const links = accountLinksFor(user, chat);
  return (
    <div className="mt-auto grid gap-3 border-t border-border pt-4">
      <div className="flex items-center gap-3 px-1">
        <UserAvatar user={user} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-foreground">{displayNameOf(user)}</p>
          <p className="text-xs text-muted-foreground">{labelRole(user.userType, user.teamRole)}</p>
        </div>
      </div>
      <nav aria-label="Account">
        <ul className="grid gap-1">
          <LinkItems
            links={links}
            onClick={close}
            className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          />
        </ul>
      </nav>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          close();
          signOut();
        }}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}

/** The header for signed-in users (spec part 1 §2 "Headers"); the logo leads to the user's own dashboard. */
export function SignedInHeader({ user }: { user: SessionUser }) {
  const primaryLinks = primaryLinksFor(user);
  // A student's five links and the four public ones fit one row from xl (1280 px), in a row wider
  // than the page's (80rem) and with the account menu as its avatar; fewer links from lg.
  const wide = primaryLinks.length > 3;
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md">
      <div
        className={cn(
          "flex h-16 items-center gap-2",
          wide ? "mx-auto w-full max-w-7xl px-4 sm:px-6" : "container-page",
        )}
      >
        <Link
          to={homePathFor(user)}
          aria-label="Meridian, your dashboard"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
        >
          <LogoMark />
          <span>Meridian</span>
        </Link>
        <nav aria-label="Main" className={cn("ml-4 hidden", wide ? "xl:block" : "lg:block")}>
          <ul className="flex items-center gap-0.5">
            {[...primaryLinks, ...publicNavLinks].map((link, index) => (
              <li
                key={link.to}
                className={cn(index === primaryLinks.length && "ml-2 border-l border-border pl-2")}
              >
                {/* Not `end`: a dashboard's own pages (a student's profile, the admin's students) stay under it. */}
                <NavLink to={link.to} className={navLinkClasses}>
                  <NavLabel link={link} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <HeaderSearch />
          <ThemeToggle />
          <NotificationBell />
          {/* One menu per width: the account menu beside the navigation from lg on; below it the
              avatar opens one sheet with the navigation and the account (no second, hamburger button). */}
          <div className={cn("hidden", wide ? "xl:block" : "lg:block")}>
            <UserMenu user={user} nameShown={!wide} />
          </div>
          <MobileMenu
            hideFrom={wide ? "xl" : "lg"}
            links={[...primaryLinks, ...publicNavLinks]}
            trigger={
              <button
                type="button"
                className="inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-1.5 text-foreground hover:bg-muted"
              >
                <UserAvatar user={user} />
                <span className="sr-only">Open menu, signed in as {displayNameOf(user)}</span>
                <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
              </button>
            }
            footer={(close) => <MobileAccountFooter user={user} close={close} />}
          />
        </div>
      </div>
    </header>
  );
}
