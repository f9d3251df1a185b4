import { Moon, Sun } from "lucide-react";
import { useTheme } from "@/lib/theme";
import { Button } from "./ui/button";
import { DeferredTooltip } from "./ui/deferred-tooltip";

/** Switches between light and dark; the accessible name stays "Toggle theme" in both states. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "dark" ? "light" : "dark";
  return (
    <DeferredTooltip content={`Switch to ${next} theme`}>
      <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={() => setTheme(next)}>
        {/* Both icons, the theme class on <html> choosing: a prerendered page is right before any script runs. */}
        <Sun aria-hidden="true" className="hidden dark:block" />
        <Moon aria-hidden="true" className="dark:hidden" />
      </Button>
    </DeferredTooltip>
  );
}
