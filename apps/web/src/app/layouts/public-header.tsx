import { LogoMark } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Link, NavLink } from "@/lib/router";
import { publicNavLinks } from "@/lib/site";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";

/**
 * The fixed public header of spec part 2 §2 for guests. While a stored session is still being
 * checked, Get Started is held back so a signed-in visitor does not see it flash.
 */
export function PublicHeader({ sessionPending = false }: { sessionPending?: boolean }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md">
      <div className="container-page flex h-16 items-center gap-2">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
        >
          <LogoMark />
          <span>Meridian</span>
        </Link>
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {publicNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
                      isActive ? "bg-muted text-foreground" : "text-muted-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          <ThemeToggle />
          {/* Below sm the mobile menu carries Get Started; a wrapper keeps "hidden" clear of the button's own display. */}
          {sessionPending ? null : (
            <div className="ml-1 hidden sm:block">
              <Button asChild>
                <Link to="/auth">Get Started</Link>
              </Button>
            </div>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
