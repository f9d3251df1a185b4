import { z } from "zod";
import { authMessages, SessionUserSchema } from "./auth.js";
import { defineDownloadEndpoint } from "./common/download.js";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";
import { defineUploadEndpoint, fileTypes } from "./common/upload.js";
import { identifierParam } from "./students.js";

/**
 * A signed-in user's own profile (spec part 2 §2 "Profile pages", §3 "Profile edit form"): name,
 * phone, location and bio, kept by every kind of user on /profile and their own profile page. The
 * email is the sign-in and is never changed here.
 */

/** The limits of the profile form, enforced by the server and shown by the form. */
export const userProfileLimits = {
  /** The same as registration's names. */
  nameMax: 80,
  /** The phone rule is registration's: at most this long, with a country code, a valid number. */
  phoneMax: 250,
  locationMax: 120,
  bioMax: 1000,
  photoMaxBytes: 5 * 1024 * 1024,
  /** The photo is re-encoded to fit in a square of this many pixels (never enlarged). */
  photoMaxSide: 512,
} as const;

/** The file types a profile photo may be uploaded as (checked by their bytes). */
export const userPhotoFileTypes = [fileTypes.png, fileTypes.jpeg, fileTypes.webp] as const;

/** Messages of spec part 2 §5 and §8 for the profile form. */
export const userProfileMessages = {
  emailReadOnly: "Email cannot be changed. Contact support if needed.",
  saved: "Profile updated",
  savedDescription: "Your profile has been successfully updated.",
  failed: "Failed to update profile. Please try again.",
  /** Registration's phone messages (spec part 1 §5). */
  phoneInvalid: authMessages.phoneInvalid,
  phoneHint: authMessages.phoneHint,
  photoSaved: "Photo updated",
  photoRemoved: "Photo removed",
} as const;

// A blank optional field is not kept: "" and null both mean "none".
const blankToNull = (value: string | null | undefined) => (value ? value : null);

const name = (label: string) =>
  text()
    .trim()
    .min(1, `Enter your ${label}`)
    .max(userProfileLimits.nameMax, `Keep your ${label} to ${userProfileLimits.nameMax} characters`);

/**
 * What the user sends from the Personal Information form; PUT replaces all of it (a field left
 * out or blank is cleared). A key that is not one of these is refused with a 422 naming it.
 * `email` may be sent as the spec's form does, but only unchanged (the server compares it with
 * the account's and refuses any other with `userProfileMessages.emailReadOnly`).
 */
export const UpdateUserProfileSchema = z.strictObject({
  firstName: name("first name"),
  lastName: name("last name"),
  email: text().trim().max(254, userProfileMessages.emailReadOnly).optional(),
  /** Blank clears it; otherwise registration's rule (checked by the server: a valid number with its country code). */
  phone: text()
    .trim()
    .max(userProfileLimits.phoneMax, userProfileMessages.phoneInvalid)
    .refine((value) => value === "" || value.startsWith("+"), userProfileMessages.phoneHint)
    .nullable()
    .optional()
    .transform(blankToNull),
  location: text()
    .trim()
    .max(userProfileLimits.locationMax, `Keep the location to ${userProfileLimits.locationMax} characters`)
    .nullable()
    .optional()
    .transform(blankToNull),
  bio: text({ multiline: true })
    .trim()
    .max(
      userProfileLimits.bioMax,
      `Keep the bio to ${userProfileLimits.bioMax.toLocaleString("en-US")} characters`,
    )
    .nullable()
    .optional()
    .transform(blankToNull),
});
export type UpdateUserProfileInput = z.input<typeof UpdateUserProfileSchema>;
export type UpdateUserProfile = z.output<typeof UpdateUserProfileSchema>;

/**
 * The signed-in user as GET /api/auth/me answers (the same fields, so the session's copy can be
 * replaced by it) plus what only the profile shows: phone (E.164), location and bio.
 */
export const UserProfileSchema = SessionUserSchema.extend({
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** The account whose photo is read. */
export const UserPhotoParamsSchema = z.object({ userId: identifierParam("AccountId", "user") });

/** The version in a photo's address: it only makes a changed photo a new address for caches. */
export const UserPhotoQuerySchema = z.object({
  v: text().max(64).optional(),
});

export const userProfileEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/users/profile",
    summary: "The signed-in user's own profile: the session's user plus phone, location and bio",
    tags: ["user-profile"],
    response: UserProfileSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/users/profile",
    summary: "Replace the signed-in user's name, phone, location and bio (the email never changes)",
    tags: ["user-profile"],
    body: UpdateUserProfileSchema,
    response: UserProfileSchema,
  }),
  uploadPhoto: defineUploadEndpoint({
    method: "PUT",
    path: "/api/users/profile/photo",
    summary: "Replace the signed-in user's photo (re-encoded to fit 512×512, metadata removed)",
    tags: ["user-profile"],
    upload: { field: "file", maxBytes: userProfileLimits.photoMaxBytes, accept: userPhotoFileTypes },
    response: UserProfileSchema,
  }),
  removePhoto: defineEndpoint({
    method: "DELETE",
    path: "/api/users/profile/photo",
    summary: "Remove the signed-in user's photo",
    tags: ["user-profile"],
    response: UserProfileSchema,
  }),
} as const;

export const userPhotoEndpoints = {
  photo: defineDownloadEndpoint({
    method: "GET",
    path: "/api/users/{userId}/photo",
    summary: "A user's profile photo (public, as an image element loads it: its address is its profile's)",
    tags: ["user-profile"],
    params: UserPhotoParamsSchema,
    query: UserPhotoQuerySchema,
    download: { contentType: "image/webp" },
  }),
} as const;
