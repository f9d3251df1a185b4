import { KeyRound } from "lucide-react";
import { ForgotPasswordForm } from "@/features/password-reset/components/forgot-password-form";
import { useSearchParams } from "@/lib/router";
import { AuthFrame } from "./auth-frame";

/**
 * /auth/forgot-password: "Forgot password?" of every sign-in door. `?email=` carries what the
 * sign-in form held, so it need not be typed twice.
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  return (
    <AuthFrame
      title="Reset your password"
      description="Enter the email address of your account. We will send you a link to choose a new password."
      back={{ to: "/auth", label: "Back to sign in" }}
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      <ForgotPasswordForm initialEmail={search.get("email") ?? ""} />
    </AuthFrame>
  );
}
