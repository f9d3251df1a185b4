import type { SessionUser } from "@meridian/contract";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { MessageCard } from "@/components/ui/message-screen";
import { useSession } from "@/features/auth/hooks/use-session";
import { Link, Navigate, useLocation } from "@/lib/router";
import {
  type AccessRule,
  isAllowed,
  PASSWORD_CHANGE_PATH,
  signInPathFor,
} from "../../../guards/access-rules";
import { SessionSpinner } from "../../../guards/route-guard";

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
      <MessageCard
        icon={ShieldAlert}
        tone="warning"
        title="Access Denied"
        message="You must be logged in to view your profile."
      >
        <Button asChild size="lg">
          <Link to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)}>Sign in</Link>
        </Button>
      </MessageCard>
    );
  }
  if (user.mustChangePassword) return <Navigate key={location.key} to={PASSWORD_CHANGE_PATH} replace />;
  if (!isAllowed(user, rule)) {
    return (
      <MessageCard icon={ShieldAlert} tone="warning" title={denied.title} message={denied.message}>
        {/* Both ways on of spec part 2 §2: the user's own dashboard, or signing in as the right kind. */}
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild size="lg" variant="outline">
            <Link to="/dashboard">Back to dashboard</Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)}>
              Sign in as another user
            </Link>
          </Button>
        </div>
      </MessageCard>
    );
  }
  return children(user);
}
