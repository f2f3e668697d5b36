import * as v from "valibot";
import { LIMITS, USER_TYPES } from "./constants.ts";

/**
 * Account schemas shared by the forms and the server (spec §5). Messages are the spec's English
 * text; the UI translates them through its catalog (see `src/i18n/validation-messages.ts`).
 */

export const MSG = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameMin: "Username must be at least 3 characters",
  usernameMax: "Username must be less than 50 characters",
  usernameChars: "Username may use letters, numbers, dots, dashes and underscores",
  emailInvalid: "Please enter a valid email",
  passwordMin: "Password must be at least 6 characters",
  passwordMax: "Password must be at most 200 characters",
  passwordsMismatch: "Passwords don't match",
  invitationRequired: "Invitation code is required",
  invitationInvalid: "Invalid invitation code",
  userTypeInvalid: "Please choose an account type",
  nameMax: "Name must be less than 100 characters",
} as const;

const trimmed = v.pipe(v.string(), v.trim());

export const loginSchema = v.object({
  username: v.pipe(trimmed, v.nonEmpty(MSG.usernameRequired), v.maxLength(200, MSG.usernameMax)),
  password: v.pipe(
    v.string(),
    v.nonEmpty(MSG.passwordRequired),
    v.maxLength(LIMITS.passwordMax, MSG.passwordMax),
  ),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

const username = v.pipe(
  trimmed,
  v.minLength(LIMITS.usernameMin, MSG.usernameMin),
  v.maxLength(LIMITS.usernameMax, MSG.usernameMax),
  v.regex(/^[\p{L}\p{N}._-]+$/u, MSG.usernameChars),
);

/** Optional e-mail: empty becomes undefined, anything else must be valid. */
export const optionalEmail = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((s) => (s ?? "").trim()),
  v.union([v.literal(""), v.pipe(v.string(), v.email(MSG.emailInvalid), v.maxLength(254))]),
  v.transform((s) => (s === "" ? undefined : s.toLowerCase())),
);

const personName = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((s) => (s ?? "").trim()),
  v.maxLength(100, MSG.nameMax),
);

/** What the client sends to `POST /api/auth/signup` (spec §7: no confirmPassword). */
export const signupRequestSchema = v.object({
  username,
  email: optionalEmail,
  password: v.pipe(
    v.string(),
    v.minLength(LIMITS.passwordMin, MSG.passwordMin),
    v.maxLength(LIMITS.passwordMax, MSG.passwordMax),
  ),
  firstName: personName,
  lastName: personName,
  userType: v.optional(v.picklist(USER_TYPES, MSG.userTypeInvalid), "individual"),
  invitationCode: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(MSG.invitationRequired),
  ),
});
export type SignupRequest = v.InferOutput<typeof signupRequestSchema>;

/** The sign-up form adds the confirmation, which never leaves the browser. */
export const signupFormSchema = v.pipe(
  v.object({ ...signupRequestSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      MSG.passwordsMismatch,
    ),
    ["confirmPassword"],
  ),
);
export type SignupForm = v.InferInput<typeof signupFormSchema>;
