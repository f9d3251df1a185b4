import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/lib/router";
import { focusHeadingState } from "../../layouts/focus-on-navigation";

interface AuthFrameProps {
  title: string;
  description: ReactNode;
  /** Where the back button goes, and what it says. */
  back: { to: string; label: string };
  icon?: ReactNode;
  children: ReactNode;
}

/** The narrow card every sign-in and registration screen sits in, with its back button above. */
export function AuthFrame({ title, description, back, icon, children }: AuthFrameProps) {
  return (
    <section className="container-page py-8 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3">
        {/* Back to the choice is the same path: the heading focus is asked for, as on any page change. */}
        <Link to={back.to} state={focusHeadingState}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <Card className="mx-auto mt-4 w-full max-w-lg p-6 sm:p-8">
        <div className="mb-6 text-center">
          {icon ? (
            <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </Card>
    </section>
  );
}
