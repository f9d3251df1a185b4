import {
  authMessages,
  dashboardPathFor,
  type LoginResponse,
  type LoginStepResponse,
  needsSecondFactor,
  type SecondFactorStep,
} from "@meridian/contract";
import { CircleAlert, Smartphone, UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MessageCard } from "@/components/ui/message-screen";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/auth/hooks/use-session";
import { SecondFactorSignIn } from "@/features/second-factor/components/second-factor-sign-in";
import { useStaffInvitation } from "@/features/staff-invitations/api/check-staff-invitation";
import { StaffRegistrationForm } from "@/features/staff-invitations/components/staff-registration-form";
import { teamRoleLabel } from "@/features/staff-invitations/team-role-label";
import { isApiError } from "@/lib/api-client";
import type { FormFailure } from "@/lib/form-failure";
import { formatDateTime } from "@/lib/format-date";
import { Link, useNavigate, useParams } from "@/lib/router";
import { AuthFrame } from "./auth-frame";

const backHome = { to: "/", label: "Back to home" };

function InvitationProblem({ title, message }: { title: string; message?: string }) {
  return (
    <MessageCard icon={CircleAlert} tone="destructive" title={title} message={message}>
      <Button asChild size="lg">
        <Link to="/">Return to home</Link>
      </Button>
    </MessageCard>
  );
}

/**
 * /auth/staff-invite/{token} (spec part 1 §2 "Staff invitation screen"): validating, then invalid
 * or the registration form. A new member is signed in like after a login.
 */
export function StaffInvitePage() {
  const { token = "" } = useParams();
  const invitation = useStaffInvitation(token);
  const { login } = useSession();
  const navigate = useNavigate();
  // The admins require a second factor of team accounts: its setup comes before the first session.
  const [setup, setSetup] = useState<SecondFactorStep | null>(null);

  async function registered(response: LoginStepResponse): Promise<FormFailure | undefined> {
    if (!needsSecondFactor(response)) return finish(response);
    setSetup(response);
    return undefined;
  }

  async function finish(response: LoginResponse): Promise<FormFailure | undefined> {
    try {
      await login(response);
    } catch {
      return { message: authMessages.loginFailed };
    }
    await navigate(dashboardPathFor(response.user.userType, response.user.teamRole), { replace: true });
    return undefined;
  }

  if (setup) {
    return (
      <AuthFrame
        title="Set up two-step sign-in"
        description="Your account is ready. The team asks every member to sign in with a second factor: set it up now."
        back={{ to: "/auth", label: "Back to sign in" }}
        icon={<Smartphone aria-hidden="true" className="size-6" />}
      >
        <SecondFactorSignIn step={setup} onSignedIn={finish} onRestart={() => void navigate("/auth")} />
      </AuthFrame>
    );
  }
  if (invitation.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your invitation" />
      </div>
    );
  }
  if (invitation.isError) {
    const error = invitation.error;
    if (isApiError(error) && error.code !== "AUTH_INVITATION_INVALID" && error.status !== 404) {
      // Throttled or unreachable: the link may well be fine, so do not call it invalid.
      return (
        <InvitationProblem
          title="The invitation could not be checked"
          message={error.hint ?? error.message}
        />
      );
    }
    return (
      <InvitationProblem
        title={authMessages.invitationInvalid}
        message="Ask the administrator who invited you for a new link."
      />
    );
  }

  const role = teamRoleLabel(invitation.data.teamRole);
  return (
    <AuthFrame
      title="Join the Meridian team"
      description={`You have been invited as ${role === "Administrator" ? "an" : "a"} ${role}. The link works until ${formatDateTime(invitation.data.expiresAt)}.`}
      back={backHome}
      icon={<UserPlus aria-hidden="true" className="size-6" />}
    >
      <StaffRegistrationForm token={token} invitation={invitation.data} onRegistered={registered} />
    </AuthFrame>
  );
}
