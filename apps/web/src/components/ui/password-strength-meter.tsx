import { useEffect, useMemo, useState } from "react";
import { cn } from "@/lib/cn";

type Scorer = typeof import("@/lib/password-strength").scorePassword;

let scorer: Promise<Scorer> | undefined;
/** Loads the estimator and its dictionaries once, on the first page that shows a meter. */
function loadScorer(): Promise<Scorer> {
  scorer ??= import("@/lib/password-strength").then((module) => module.scorePassword);
  return scorer;
}

/** The minimum score the server accepts (decision 026). */
const ACCEPTED_SCORE = 2;

export const passwordStrengthLabels = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;
export const passwordTooCommonHint = "Too common or easy to guess: it will be refused.";

const barColors = [
  "bg-destructive",
  "bg-destructive",
  "bg-warning-soft-foreground",
  "bg-success",
  "bg-success",
];

interface PasswordStrengthMeterProps {
  password: string;
  /** The user's names and email: a password made of them is weaker. */
  userInputs?: readonly string[];
  className?: string;
}

/**
 * How hard a new password is to guess, as four bars and, for screen readers and everyone else,
 * the same in words in a polite live region. The estimate is a guide; the server decides.
 */
export function PasswordStrengthMeter({ password, userInputs = [], className }: PasswordStrengthMeterProps) {
  const [score, setScore] = useState<Scorer | null>(null);
  useEffect(() => {
    let mounted = true;
    loadScorer()
      .then((loaded) => {
        if (mounted) setScore(() => loaded);
      })
      // Without the estimator the form still works; the server checks the password anyway.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);

  const inputs = userInputs.join("\n");
  const value = useMemo(
    () => (score && password ? score(password, inputs.split("\n")) : null),
    [score, password, inputs],
  );

  return (
    <div className={cn("grid gap-1", className)}>
      <div aria-hidden="true" className="flex gap-1" data-score={value ?? ""}>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              "h-1.5 flex-1 rounded-full",
              value !== null && bar <= Math.max(value, 1) ? barColors[value] : "bg-muted",
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-h-4 text-xs text-muted-foreground">
        {value === null
          ? ""
          : `Password strength: ${passwordStrengthLabels[value]}.${value < ACCEPTED_SCORE ? ` ${passwordTooCommonHint}` : ""}`}
      </p>
    </div>
  );
}
