import { labelRole, type SessionUser } from "@meridian/contract";
import { ChevronDown, LogOut } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";
import { accountLinksFor, displayNameOf, initialsOf } from "./account-links";
import { useSignOut } from "./use-sign-out";

/** The user's photo, or the initials disc that stands for the user without one. */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  if (user.profilePicture) {
    return (
      <img
        src={user.profilePicture}
        alt=""
        aria-hidden="true"
        className={`size-8 shrink-0 rounded-full object-cover ${className ?? ""}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground ${className ?? ""}`}
    >
      {initialsOf(user)}
    </span>
  );
}

/**
 * The account menu of the signed-in header: who is signed in, profile entries, Settings, Sign Out.
 * `nameShown` false keeps the first name for screen readers only (a header full of links).
 */
export function UserMenu({ user, nameShown = true }: { user: SessionUser; nameShown?: boolean }) {
  const signOut = useSignOut();
  const name = displayNameOf(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md px-1.5 text-sm font-medium text-foreground hover:bg-muted sm:px-2">
        <UserAvatar user={user} />
        {/* The name is read in full at every width; it is visible from xl on. */}
        <span className="sr-only">Account menu for </span>
        <span className={cn("sr-only max-w-32 truncate", nameShown && "xl:not-sr-only")}>
          {user.firstName || name}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-foreground">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          <span className="mt-1.5 inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground">
            {labelRole(user.userType, user.teamRole)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinksFor(user).map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
