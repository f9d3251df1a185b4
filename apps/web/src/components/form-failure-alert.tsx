import { authMessages } from "@meridian/contract";
import type { FormFailure } from "@/lib/form-failure";
import { Link } from "@/lib/router";
import { Alert } from "./ui/alert";

/** Shown when the CSRF token cannot be fetched before a sign-in or registration (spec part 1 §8). */
export function SecureConnectionAlert() {
  return (
    <Alert tone="destructive" title={authMessages.secureConnection}>
      <ul className="list-disc pl-4">
        <li>Refresh the page and try again.</li>
        <li>Clear your browser cache and cookies for this site.</li>
        <li>Try another browser.</li>
      </ul>
    </Alert>
  );
}

/** The error area of a form: the secure-connection advice, or the message (with its way out, if any). */
export function FormFailureAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  if (failure.secureConnection) return <SecureConnectionAlert />;
  return (
    <Alert tone="destructive">
      {failure.message}
      {failure.action ? (
        <>
          {" "}
          <Link to={failure.action.to} className="font-semibold underline underline-offset-4">
            {failure.action.label}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
