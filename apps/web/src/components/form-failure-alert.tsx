import { authMessages } from "@meridian/contract";
import { type ComponentProps, type Ref, useEffect, useRef } from "react";
import type { FormFailure } from "@/lib/form-failure";
import { Link } from "@/lib/router";
import { Alert } from "./ui/alert";

/** Shown when the CSRF token cannot be fetched before a sign-in or registration (spec part 1 §8). */
export function SecureConnectionAlert({ ref, tabIndex }: { ref?: Ref<HTMLDivElement>; tabIndex?: number }) {
  return (
    <Alert
      ref={ref}
      tabIndex={tabIndex}
      tone="destructive"
      title={authMessages.secureConnection}
      className="outline-none"
    >
      <ul className="list-disc pl-4">
        <li>Refresh the page and try again.</li>
        <li>Clear your browser cache and cookies for this site.</li>
        <li>Try another browser.</li>
      </ul>
    </Alert>
  );
}

/**
 * The error area of a form: the secure-connection advice, or the message (with its way out, if any).
 * With `takeFocus`, each failure shown takes the focus (a form-level alert does when no field
 * does): the submit button the user pressed was disabled while it sent, which drops the focus to
 * the page in Chromium, and the alert is where they need to be next.
 */
export function FormFailureAlert({
  failure,
  takeFocus = false,
}: {
  failure: FormFailure | null;
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && failure) ref.current?.focus();
  }, [takeFocus, failure]);
  if (!failure) return null;
  const focus = takeFocus ? { ref, tabIndex: -1 } : {};
  if (failure.secureConnection) return <SecureConnectionAlert {...focus} />;
  return (
    <Alert tone="destructive" className="outline-none" {...focus}>
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

/**
 * A form checked in the browser first (`noValidate`: the fields show their own messages) whose
 * failure, when the whole form is refused, heads the form above its fields.
 */
export function FormWithFailure({
  failure,
  className = "grid gap-4",
  children,
  ...form
}: Omit<ComponentProps<"form">, "noValidate"> & { failure: FormFailure | null }) {
  return (
    <form noValidate className={className} {...form}>
      <FormFailureAlert failure={failure} />
      {children}
    </form>
  );
}
