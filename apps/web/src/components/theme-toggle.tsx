import { Moon, Sun } from "lucide-react";
import { useTheme } from "@/lib/theme";
import { Button } from "./ui/button";
import { Tooltip } from "./ui/tooltip";

/** Switches between light and dark; the accessible name stays "Toggle theme" in both states. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "dark" ? "light" : "dark";
  return (
    <Tooltip content={`Switch to ${next} theme`}>
      <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={() => setTheme(next)}>
        {resolvedTheme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </Tooltip>
  );
}
