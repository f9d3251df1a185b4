import { authMessages, type LoginBody, type LoginResponse } from "@meridian/contract";
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
}

function useDoor(login: (body: LoginBody) => Promise<LoginResponse>, fallback: string, next?: string | null) {
  const finish = useFinishSignIn(next);
  return async (body: LoginBody) => {
    let response: LoginResponse;
    try {
      response = await login(body);
    } catch (error) {
      return describeFormFailure(error, fallback);
    }
    return finish(response);
  };
}

/** Student sign-in: lands on /dashboard/student (spec part 1 §2 "Student screen"), or on `next`. */
export function StudentSignIn({ initialEmail, notice, next, children }: DoorProps) {
  const mutation = useStudentLogin();
  const submit = useDoor(mutation.mutateAsync, authMessages.networkError, next);
  return (
    <SignInForm onSubmit={submit} initialEmail={initialEmail} notice={notice}>
      {children}
    </SignInForm>
  );
}

/** Team sign-in: admins land on /dashboard/admin, other team members on /dashboard/team, or on `next`. */
export function TeamSignIn({ next, children }: DoorProps) {
  const mutation = useTeamLogin();
  const submit = useDoor(mutation.mutateAsync, authMessages.loginFailed, next);
  return (
    <SignInForm onSubmit={submit} emailLabel="Work email">
      {children}
    </SignInForm>
  );
}

/** Company sign-in: lands on /dashboard/company or `next` (/settings first with a temporary password). */
export function CompanySignIn({ next, children }: DoorProps) {
  const mutation = useCompanyLogin();
  const submit = useDoor(mutation.mutateAsync, authMessages.loginFailed, next);
  return <SignInForm onSubmit={submit}>{children}</SignInForm>;
}
