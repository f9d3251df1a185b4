import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";

interface CodeFieldProps extends UseFormRegisterReturn {
  error?: string | undefined;
  /** A recovery code instead of the app's six digits. */
  recovery?: boolean;
  label?: string;
  /** While the form sends: the field keeps its focus, unlike a disabled one. */
  readOnly?: boolean;
}

/**
 * The code of an authenticator app (six digits, the browser may fill it from a text message or a
 * password manager: one-time-code) or, with `recovery`, one of the account's recovery codes.
 */
export function CodeField({ error, recovery = false, label, ...field }: CodeFieldProps) {
  return recovery ? (
    <TextField
      label={label ?? "Recovery code"}
      hint="One of the ten codes you saved when you turned two-step sign-in on, like abcde-fghij."
      error={error}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      required
      className="font-mono"
      {...field}
    />
  ) : (
    <TextField
      label={label ?? "Authentication code"}
      hint="The six-digit code your authenticator app shows now."
      error={error}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      {...field}
    />
  );
}
