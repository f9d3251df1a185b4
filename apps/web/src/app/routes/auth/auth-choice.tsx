import { ArrowLeft, GraduationCap, type LucideIcon, ShieldCheck } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { TeamAccessCodeBox } from "@/features/security-settings/components/team-access-code-box";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";
import { focusHeadingState } from "../../layouts/focus-on-navigation";

interface AccessCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}

function AccessCard({ icon: Icon, title, text, children }: AccessCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cardClasses("raised", "flex flex-col p-6 sm:p-8")}>
      <div className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <h2 id={id} className="mt-5 text-xl font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
      {/* Stacked on a phone, side by side from sm; flex-1 only in the row, as in a column its zero basis would override the buttons' height. */}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">{children}</div>
    </section>
  );
}

/** A card's way in: the sign-in screen's heading takes the focus when it opens. */
function AccessLink({ to, variant, children }: { to: string; variant?: "outline"; children: ReactNode }) {
  return (
    <Button asChild size="lg" variant={variant} className="sm:flex-1">
      <Link to={to} state={focusHeadingState}>
        {children}
      </Link>
    </Button>
  );
}

interface AuthChoiceProps {
  /** Whether the Team Access card is shown (flag on, or the code was typed). */
  showTeamAccess: boolean;
  /** Whether the search box is offered (only while the flag is off). */
  showCodeBox: boolean;
  onCodeMatch: () => void;
  /** The page to come back to after signing in, passed on to each sign-in screen. */
  next?: string | null;
}

/** A sign-in screen's address, keeping the page to come back to. */
export function authPath(type: "student" | "admin" | "company", next?: string | null, register = false) {
  const params = new URLSearchParams({ type });
  if (register) params.set("mode", "register");
  if (next) params.set("next", next);
  return `/auth?${params.toString()}`;
}

/** The sign-in landing of spec part 1 §2: Student Access, Team Access when allowed, company sign-in. */
export function AuthChoice({ showTeamAccess, showCodeBox, onCodeMatch, next }: AuthChoiceProps) {
  return (
    <section className="container-page py-8 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </Button>
      <div className="mx-auto mt-4 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Welcome to Meridian</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {next
            ? "Sign in to continue: you will come back to the page you were on."
            : "Choose how you would like to continue."}
        </p>
      </div>
      <div
        className={cn("mx-auto mt-10 grid gap-6", showTeamAccess ? "max-w-4xl md:grid-cols-2" : "max-w-lg")}
      >
        <AccessCard
          icon={GraduationCap}
          title="Student Access"
          text="Find universities that fit you, track applications and documents, and work with your counselor."
        >
          <AccessLink to={authPath("student", next)}>Sign In</AccessLink>
          <AccessLink to={authPath("student", next, true)} variant="outline">
            Get Started
          </AccessLink>
        </AccessCard>
        {showTeamAccess ? (
          <AccessCard
            icon={ShieldCheck}
            title="Team Access"
            text="Staff and counselor login for the Meridian team."
          >
            <AccessLink to={authPath("admin", next)}>Team Login</AccessLink>
          </AccessCard>
        ) : null}
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Company account?{" "}
        <Link
          to={authPath("company", next)}
          state={focusHeadingState}
          className={buttonClasses("link", "md", "text-sm")}
        >
          Sign in
        </Link>
      </p>
      {showCodeBox ? (
        <div className="mx-auto mt-8 max-w-xs">
          <TeamAccessCodeBox onMatch={onCodeMatch} />
        </div>
      ) : null}
    </section>
  );
}
