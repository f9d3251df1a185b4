import type { SecondFactorStep } from "@meridian/contract";
import { lazy, Suspense, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StudentSignIn } from "./door-sign-in";

// The form carries the phone-number metadata; visitors who only sign in never download it.
const StudentRegisterForm = lazy(() =>
  import("./student-register-form").then((module) => ({ default: module.StudentRegisterForm })),
);

export type StudentMode = "signin" | "register";

interface StudentAccessProps {
  mode: StudentMode;
  onModeChange: (mode: StudentMode) => void;
  /** The page to return to after signing in (a plan's checkout); kept across the mode switch by the page. */
  next?: string | null;
  /** The password was right and a second step must follow. */
  onSecondFactor?: (step: SecondFactorStep) => void;
}

/**
 * The student screen: sign-in and create-account, switched by a link. After a registration it
 * returns to sign-in with the email kept and says so (spec part 1 §4 "Student form").
 */
export function StudentAccess({ mode, onModeChange, next, onSecondFactor }: StudentAccessProps) {
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);

  if (mode === "register") {
    return (
      <div className="grid gap-4">
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner label="Loading the registration form" />
            </div>
          }
        >
          <StudentRegisterForm
            onRegistered={(email, message) => {
              setRegistered({ email, message });
              onModeChange("signin");
            }}
          />
        </Suspense>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Button variant="link" onClick={() => onModeChange("signin")}>
            Sign in
          </Button>
        </p>
      </div>
    );
  }

  return (
    <StudentSignIn
      // A new registration starts a fresh sign-in form with its email filled in.
      key={registered?.email ?? "signin"}
      initialEmail={registered?.email}
      next={next}
      onSecondFactor={onSecondFactor}
      notice={registered ? <Alert tone="success">{registered.message}</Alert> : null}
    >
      <p className="text-center text-sm text-muted-foreground">
        New to Meridian?{" "}
        <Button
          variant="link"
          onClick={() => {
            setRegistered(null);
            onModeChange("register");
          }}
        >
          Create an account
        </Button>
      </p>
    </StudentSignIn>
  );
}
