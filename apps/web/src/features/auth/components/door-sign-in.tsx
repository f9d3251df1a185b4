import {
  authMessages,
  type LoginBody,
  type LoginStepResponse,
  needsSecondFactor,
  type SecondFactorStep,
} from "@meridian/contract";
import type { ReactNode } from "react";
import { describeFormFailure } from "@/lib/form-failure";
import { useCompanyLogin } from "../api/company-login";
import { useStudentLogin } from "../api/student-login";
import { useTeamLogin } from "../api/team-login";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";
import { SignInForm } from "./sign-in-form";

interface DoorProps {
  initialEmail?: string;
  /** Where the user goes once signed in, when it is a safe page of this site (see next-path). */
  next?: string | null;
  notice?: ReactNode;
  children?: ReactNode;
  /** The password was right and a second step must follow (the page shows it in the form's place). */
  onSecondFactor?: (step: SecondFactorStep) => void;
}

function useDoor(
  login: (body: LoginBody) => Promise<LoginStepResponse>,
  fallback: string,
  next: string | null | undefined,
  onSecondFactor: ((step: SecondFactorStep) => void) | undefined,
) {
  const finish = useFinishSignIn(next);
  return async (body: LoginBody) => {
    let response: LoginStepResponse;
    try {
      response = await login(body);
    } catch (error) {
      return describeFormFailure(error, fallback);
    }
    if (needsSecondFactor(response)) {
      if (!onSecondFactor) return { message: authMessages.loginFailed };
      onSecondFactor(response);
      return undefined;
    }
    return finish(response);
  };
}

/** Student sign-in: lands on /dashboard/student (spec part 1 §2 "Student screen"), or on `next`. */
export function StudentSignIn({ initialEmail, notice, next, children, onSecondFactor }: DoorProps) {
  const mutation = useStudentLogin();
  const submit = useDoor(mutation.mutateAsync, authMessages.networkError, next, onSecondFactor);
  return (
    <SignInForm onSubmit={submit} initialEmail={initialEmail} notice={notice}>
      {children}
    </SignInForm>
  );
}

/** Team sign-in: admins land on /dashboard/admin, other team members on /dashboard/team, or on `next`. */
export function TeamSignIn({ next, children, onSecondFactor }: DoorProps) {
  const mutation = useTeamLogin();
  const submit = useDoor(mutation.mutateAsync, authMessages.loginFailed, next, onSecondFactor);
  return (
    <SignInForm onSubmit={submit} emailLabel="Work email">
      {children}
    </SignInForm>
  );
}

/** Company sign-in: lands on /dashboard/company or `next` (/settings first with a temporary password). */
export function CompanySignIn({ next, children, onSecondFactor }: DoorProps) {
  const mutation = useCompanyLogin();
  const submit = useDoor(mutation.mutateAsync, authMessages.loginFailed, next, onSecondFactor);
  return <SignInForm onSubmit={submit}>{children}</SignInForm>;
}
