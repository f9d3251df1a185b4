import { Menu } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { Link, NavLink } from "@/lib/router";
import { publicNavLinks } from "@/lib/site";
import type { NavItem } from "./account-links";
import { NavLabel } from "./nav-label";

interface MobileMenuProps {
  /** The navigation links; the public ones by default. */
  links?: readonly NavItem[];
  /** Below the links; Get Started for guests. Receives a function that closes the menu. */
  footer?: (close: () => void) => ReactNode;
  /** The breakpoint from which the header shows its own navigation instead. */
  hideFrom?: "md" | "lg" | "xl";
  /** The button that opens the menu (hidden from `hideFrom` on); a hamburger by default. */
  trigger?: ReactNode;
}

function GuestFooter() {
  return (
    <SheetClose asChild>
      <Button asChild size="lg" className="w-full">
        <Link to="/auth">Get Started</Link>
      </Button>
    </SheetClose>
  );
}

/** The side menu that replaces the top navigation on narrow screens. */
export function MobileMenu({ links = publicNavLinks, footer, hideFrom = "md", trigger }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      {/* A wrapper keeps "hidden" clear of the trigger's own display. */}
      <div className={{ md: "md:hidden", lg: "lg:hidden", xl: "xl:hidden" }[hideFrom]}>
        <SheetTrigger asChild>
          {trigger ?? (
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu aria-hidden="true" />
            </Button>
          )}
        </SheetTrigger>
      </div>
      <SheetContent title="Menu" closeLabel="Close menu">
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                {/* Closed from onClick rather than SheetClose: Slot cannot merge NavLink's className function. */}
                <NavLink
                  to={link.to}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted",
                      isActive ? "bg-muted text-foreground" : "text-muted-foreground",
                    )
                  }
                >
                  <NavLabel link={link} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {footer ? footer(close) : <GuestFooter />}
      </SheetContent>
    </Sheet>
  );
}
