import { dashboardPathFor, type SecondFactorStep } from "@meridian/contract";
import { Building2, GraduationCap, ShieldCheck, Smartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CompanySignIn, TeamSignIn } from "@/features/auth/components/door-sign-in";
import { StudentAccess, type StudentMode } from "@/features/auth/components/student-access";
import { useFinishSignIn } from "@/features/auth/hooks/use-finish-sign-in";
import { useSession } from "@/features/auth/hooks/use-session";
import { returnPathFor } from "@/features/auth/next-path";
import { SecondFactorSignIn } from "@/features/second-factor/components/second-factor-sign-in";
import { useTeamLoginVisibility } from "@/features/security-settings/api/get-team-login-visibility";
import { getCsrfToken } from "@/lib/api-client";
import { Navigate, useNavigate, useSearchParams } from "@/lib/router";
import { SessionSpinner } from "../../guards/route-guard";
import { focusHeadingState } from "../../layouts/focus-on-navigation";
import { AuthChoice, authPath } from "./auth-choice";
import { AuthFrame } from "./auth-frame";

const backToChoice = (next: string | null) => ({
  to: next ? `/auth?next=${encodeURIComponent(next)}` : "/auth",
  label: "All sign-in options",
});

/** The sign-in screens of the team and of companies: a plain form each, unlike the student's. */
const staffDoors = {
  admin: {
    title: "Team Access",
    description: "Staff and counselor login",
    icon: ShieldCheck,
    SignIn: TeamSignIn,
  },
  company: {
    title: "Company Access",
    description:
      "Sign in to your company account. The first time, use the temporary password Meridian gave you.",
    icon: Building2,
    SignIn: CompanySignIn,
  },
};

/**
 * /auth (spec part 1 §2 "Sign-in landing"): the choice, or with ?type=student|admin|company the
 * student, team or company screen. Signed-in visitors go to their dashboard. `next` (a page of
 * this site: a plan's checkout, the guarded page a guest opened, a university with its action) is
 * where the user returns after signing in or registering (decision 048).
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const visibility = useTeamLoginVisibility();
  // Once the code matched, Team Access stays offered for the rest of the visit to this page.
  const [unlocked, setUnlocked] = useState(false);
  // The password was right and a second step follows, on the screen of the door it was typed at.
  const [secondStep, setSecondStep] = useState<{ door: string | null; step: SecondFactorStep } | null>(null);

  // The secure token is fetched before anyone signs in, so the first submit does not wait for it.
  useEffect(() => {
    void getCsrfToken().catch(() => undefined);
  }, []);

  // Only a visitor who arrives signed in is sent on from here; someone signing in on this page is
  // taken to their dashboard by the form itself, after the session is fully set up.
  const arrivedSignedIn = useRef<boolean | null>(null);
  if (!session.isLoading && arrivedSignedIn.current === null) arrivedSignedIn.current = session.user !== null;

  const next = params.get("next");
  const type = params.get("type");
  const finish = useFinishSignIn(next);
  // Leaving the door's screen drops its pending second step: coming back starts with the password.
  useEffect(() => {
    if (secondStep && secondStep.door !== type) setSecondStep(null);
  }, [secondStep, type]);
  if (session.isLoading) return <SessionSpinner />;
  if (session.user && arrivedSignedIn.current) {
    const target =
      returnPathFor(session.user, next) ?? dashboardPathFor(session.user.userType, session.user.teamRole);
    return <Navigate to={target} replace />;
  }

  if (secondStep && secondStep.door === type) {
    const setup = secondStep.step.secondFactor === "setup";
    return (
      <AuthFrame
        title={setup ? "Set up two-step sign-in" : "Two-step sign-in"}
        description={
          setup
            ? "One more step before your first sign-in with a second factor."
            : "Enter the code from your app."
        }
        back={backToChoice(next)}
        icon={<Smartphone aria-hidden="true" className="size-6" />}
      >
        <SecondFactorSignIn
          step={secondStep.step}
          onSignedIn={finish}
          onRestart={() => setSecondStep(null)}
        />
      </AuthFrame>
    );
  }
  const onSecondFactor = (step: SecondFactorStep) => setSecondStep({ door: type, step });
  if (type === "admin" || type === "company") {
    const { title, description, icon: Icon, SignIn } = staffDoors[type];
    return (
      <AuthFrame
        title={title}
        description={description}
        back={backToChoice(next)}
        icon={<Icon aria-hidden="true" className="size-6" />}
      >
        <SignIn next={next} onSecondFactor={onSecondFactor} />
      </AuthFrame>
    );
  }
  if (type === "student") {
    const mode: StudentMode = params.get("mode") === "register" ? "register" : "signin";
    return (
      <AuthFrame
        title={mode === "register" ? "Create your account" : "Student sign in"}
        description={
          mode === "register"
            ? "Start planning your studies abroad with Meridian."
            : "Welcome back. Sign in to continue your journey."
        }
        back={backToChoice(next)}
        icon={<GraduationCap aria-hidden="true" className="size-6" />}
      >
        <StudentAccess
          mode={mode}
          next={next}
          onSecondFactor={onSecondFactor}
          onModeChange={(nextMode) =>
            setParams(
              {
                type: "student",
                ...(nextMode === "register" ? { mode: "register" } : {}),
                // Switching between sign-in and registration keeps the page to come back to.
                ...(next ? { next } : {}),
              },
              { replace: true },
            )
          }
        />
      </AuthFrame>
    );
  }

  const flagOn = visibility.data?.visible === true;
  return (
    <AuthChoice
      showTeamAccess={flagOn || unlocked}
      // Offered only once the flag is known to be off (or unknown after a failure), never beside the card.
      showCodeBox={!flagOn && !unlocked && !visibility.isPending}
      next={next}
      onCodeMatch={() => {
        setUnlocked(true);
        void navigate(authPath("admin", next), { state: focusHeadingState });
      }}
    />
  );
}
