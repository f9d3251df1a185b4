import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { personContact } from "./common/person.js";
import { AccountStatusSchema, UserTypeSchema } from "./common/roles.js";
import { text } from "./common/text.js";
import { PASSWORD_MIN_LENGTH } from "./constants.js";

/** From this length a password needs no mix of characters: a passphrase (NIST SP 800-63B, decision 081). */
export const PASSPHRASE_MIN_LENGTH = 15;

/** Messages of spec part 1 §8 and the password rule of §4, shared by the form and the server. */
export const authMessages = {
  mathMissing: "Please solve the math problem",
  mathWrong: "The answer to the math problem is not correct",
  mathExpired: "The math problem has expired. Please solve the new one.",
  phoneInvalid: "Please enter a valid phone number with country code",
  phoneHint: "Please include country code (e.g., +1, +44, +91)",
  passwordRule: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include an uppercase letter, a lowercase letter and a number, or be a passphrase of at least ${PASSPHRASE_MIN_LENGTH} characters`,
  passwordTooCommon:
    "This password is too common or too easy to guess. Choose a longer one, or one not made of common words, names and years",
  emailDomain: (domains: readonly string[]) => `Please use an email address from ${domains.join(" or ")}`,
  emailTaken: "An account with this email already exists. Please sign in.",
  // One refusal for every bot check of registration (honeypot, form start, math challenge): a bot
  // must not learn which one fired. A person answers the new problem the form fetches.
  registrationRefused:
    "Registration could not be completed. Please solve the new math problem and try again.",
  invalidCredentials: "Invalid email or password",
  networkError: "Network error. Please try again.",
  loginFailed: "Login failed. Please try again.",
  invitationInvalid: "Invalid or expired invitation link",
  registrationFailed: "Registration failed",
  registrationSuccess: "Registration successful! Please login.",
  coolingPeriod: "Login successful! Note: Community posting is restricted for the first hour.",
  secureConnection: "Unable to establish secure connection...",
} as const;

export const trimmedText = (max: number) => text().trim().min(1, "Required").max(max);

export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email("Please enter a valid email address"));

/**
 * Password rule of spec part 1 §4 (at least 8 characters, upper, lower and digit), which a
 * passphrase of 15 characters or more passes without the mix; the server's common-password check
 * applies to both.
 */
export const NewPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordRule)
  .max(256, "Password is too long")
  .refine(
    (p) => [...p].length >= PASSPHRASE_MIN_LENGTH || (/[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p)),
    authMessages.passwordRule,
  );

/** The signed-in user as the session call returns it (spec part 1 §3). */
export const SessionUserSchema = z.object({
  id: z.uuid(),
  ...personContact,
  profilePicture: z.string().nullable(),
  userType: UserTypeSchema,
  teamRole: z.string().nullable(),
  accountStatus: AccountStatusSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Company accounts created with a temporary password must choose their own first. */
  mustChangePassword: z.boolean(),
  /** Whether the owner proved the address (the mailed link, or an invitation mailed to it). */
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const CsrfTokenSchema = z.object({ csrfToken: z.string() });

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: text().min(1, "Required").max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  user: SessionUserSchema,
  token: z.string(),
  coolingPeriod: z.boolean().optional(),
  /** True on the account's first sign-in ever: its first dashboard says "Welcome", not "Welcome back". */
  firstSignIn: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * The password was right but the account signs in with a second factor: no session is open yet.
 * `verify`: the account has one, a code goes to the second-factor verify endpoint; `setup`: a
 * team account without one while an admin requires it, which sets one up first. The pending
 * token is short-lived, single use and good for nothing but that second step.
 */
export const SecondFactorStepSchema = z.object({
  secondFactor: z.enum(["verify", "setup"]),
  pendingToken: z.string(),
  expiresAt: z.string(),
});
export type SecondFactorStep = z.infer<typeof SecondFactorStepSchema>;

/** What a password sign-in answers: a session, or the second step it needs first. */
export const LoginStepResponseSchema = z.union([LoginResponseSchema, SecondFactorStepSchema]);
export type LoginStepResponse = z.infer<typeof LoginStepResponseSchema>;

/** Whether a sign-in answer asks for the second step (no session yet). */
export function needsSecondFactor(response: LoginStepResponse): response is SecondFactorStep {
  return "secondFactor" in response;
}

export const MathChallengeSchema = z.object({
  /** e.g. "7 + 3"; larger number first so the result is never negative. */
  question: z.string(),
  /** Server-signed, single use, expires; sent back as `mathChallenge`. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export type MathChallenge = z.infer<typeof MathChallengeSchema>;

export const FormStartSchema = z.object({
  /** Server-signed start time of the form; sent back as `formStartTime`. */
  formStartTime: z.string(),
  /** The mail domains registration accepts, for the form's hint. */
  allowedEmailDomains: z.array(z.string()),
});

export const StudentRegisterBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: trimmedText(80),
  lastName: trimmedText(80),
  phone: text().trim().min(1, authMessages.phoneInvalid).max(250, authMessages.phoneInvalid),
  mathChallenge: text().min(1).max(1000),
  mathAnswer: z
    .union([text(), z.number()])
    .transform(String)
    .pipe(text().trim().min(1, authMessages.mathMissing).max(10)),
  formStartTime: text().min(1).max(1000),
  honeypot: text().max(1000).default(""),
});
export type StudentRegisterBody = z.input<typeof StudentRegisterBodySchema>;

export const MessageSchema = z.object({ message: z.string() });

export const ChangePasswordBodySchema = z.object({
  oldPassword: text().min(1, "Required").max(256),
  newPassword: NewPasswordSchema,
});

export const authEndpoints = {
  csrfToken: defineEndpoint({
    method: "GET",
    path: "/api/auth/csrf-token",
    summary: "Issue a CSRF token bound to the _csrf cookie it sets",
    tags: ["auth"],
    response: CsrfTokenSchema,
  }),
  me: defineEndpoint({
    method: "GET",
    path: "/api/auth/me",
    summary: "The signed-in user",
    tags: ["auth"],
    response: SessionUserSchema,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Revoke the current session",
    tags: ["auth"],
    response: MessageSchema,
  }),
  mathChallenge: defineEndpoint({
    method: "GET",
    path: "/api/auth/math-challenge",
    summary: "A new signed, single-use math challenge for registration",
    tags: ["auth"],
    response: MathChallengeSchema,
  }),
  formStart: defineEndpoint({
    method: "GET",
    path: "/api/auth/form-start",
    summary: "A signed start time for the registration form",
    tags: ["auth"],
    response: FormStartSchema,
  }),
  studentRegister: defineEndpoint({
    method: "POST",
    path: "/api/auth/student-register",
    summary: "Create a student account",
    tags: ["auth"],
    body: StudentRegisterBodySchema,
    response: MessageSchema,
  }),
  studentLogin: defineEndpoint({
    method: "POST",
    path: "/api/auth/student-login",
    summary: "Sign in a student",
    tags: ["auth"],
    body: LoginBodySchema,
    response: LoginStepResponseSchema,
  }),
  teamLogin: defineEndpoint({
    method: "POST",
    path: "/api/auth/team-login",
    summary: "Sign in a team member",
    tags: ["auth"],
    body: LoginBodySchema,
    response: LoginStepResponseSchema,
  }),
  companyLogin: defineEndpoint({
    method: "POST",
    path: "/api/auth/company-login",
    summary: "Sign in a company account",
    tags: ["auth"],
    body: LoginBodySchema,
    response: LoginStepResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/users/change-password",
    summary: "Change the signed-in user's password; other sessions are signed out",
    tags: ["auth"],
    body: ChangePasswordBodySchema,
    response: MessageSchema,
  }),
} as const;
