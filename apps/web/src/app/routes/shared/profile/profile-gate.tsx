import type { SessionUser } from "@meridian/contract";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSession } from "@/features/auth/hooks/use-session";
import { Link, Navigate, useLocation } from "@/lib/router";
import {
  type AccessRule,
  isAllowed,
  PASSWORD_CHANGE_PATH,
  signInPathFor,
} from "../../../guards/access-rules";
import { SessionSpinner } from "../../../guards/route-guard";

function AccessMessage({ title, message, action }: { title: string; message: string; action: ReactNode }) {
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md p-8 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning-soft-foreground">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        <p className="mt-3 text-muted-foreground">{message}</p>
        <div className="mt-6">{action}</div>
      </Card>
    </section>
  );
}

interface ProfileGateProps {
  rule: AccessRule;
  /** The refusal for a signed-in user of another kind (spec part 1 §6). */
  denied: { title: string; message: string };
  children: (user: SessionUser) => ReactNode;
}

/**
 * Profile pages say why they are closed instead of redirecting (spec part 1 §6): "Access Denied"
 * to visitors who are not signed in, the page's own message to users of another kind.
 */
export function ProfileGate({ rule, denied, children }: ProfileGateProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <SessionSpinner />;
  if (!user) {
    return (
      <AccessMessage
        title="Access Denied"
        message="You must be logged in to view your profile."
        action={
          <Button asChild size="lg">
            <Link to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)}>Sign in</Link>
          </Button>
        }
      />
    );
  }
  if (user.mustChangePassword) return <Navigate key={location.key} to={PASSWORD_CHANGE_PATH} replace />;
  if (!isAllowed(user, rule)) {
    return (
      <AccessMessage
        title={denied.title}
        message={denied.message}
        action={
          <Button asChild size="lg" variant="outline">
            <Link to="/dashboard">Back to dashboard</Link>
          </Button>
        }
      />
    );
  }
  return children(user);
}
