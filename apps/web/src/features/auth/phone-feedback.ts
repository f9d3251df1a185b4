import { authMessages } from "@meridian/contract";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Unknown (nothing typed yet), valid or invalid: the border colour of the phone input. */
export type PhoneState = "unknown" | "valid" | "invalid";

export interface PhoneFeedback {
  state: PhoneState;
  /** The live message under the input; absent while nothing is typed. */
  message?: string;
  /** The number in E.164 when valid, as the server will store it. */
  e164?: string;
}

// The library's own limit for input it will even look at (spec part 1 §5).
const MAX_INPUT_LENGTH = 250;

const regionNames =
  typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;

function countryName(code: string | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The live feedback of spec part 1 §5 "Phone input". The same metadata set as the server's check
 * (libphonenumber "max"), so a number shown as valid here is accepted there.
 */
export function describePhone(input: string): PhoneFeedback {
  const value = input.trim();
  if (value === "") return { state: "unknown" };
  if (value.length > MAX_INPUT_LENGTH || !value.startsWith("+")) {
    return { state: "invalid", message: authMessages.phoneHint };
  }
  const phone = parsePhoneNumberFromString(value);
  if (!phone?.isValid()) return { state: "invalid", message: authMessages.phoneInvalid };
  const country = countryName(phone.country);
  return {
    state: "valid",
    message: country ? `Phone number from ${country}` : "Valid international phone number",
    e164: phone.number,
  };
}
