import * as v from "valibot";
import { LIMITS, USER_TYPES } from "./constants.ts";
import { R } from "./reasons.ts";
import { mixesScripts } from "./usernames.ts";

/**
 * Account schemas shared by the forms and the server. Their messages are the reason codes of
 * src/domain/reasons.ts (the English words beside each); the UI words them in its language.
 */

const trimmed = v.pipe(v.string(), v.trim());

export const loginSchema = v.object({
  username: v.pipe(trimmed, v.nonEmpty(R.username_required), v.maxLength(200, R.username_too_long)),
  password: v.pipe(
    v.string(),
    v.nonEmpty(R.password_required),
    v.maxLength(LIMITS.passwordMax, R.password_too_long),
  ),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

const username = v.pipe(
  trimmed,
  v.minLength(LIMITS.usernameMin, R.username_too_short),
  v.maxLength(LIMITS.usernameMax, R.username_too_long),
  v.regex(/^[\p{L}\p{N}._-]+$/u, R.username_invalid_chars),
  v.check((name) => !mixesScripts(name), R.username_mixed_scripts),
);

/** Optional e-mail: empty becomes undefined, anything else must be valid. */
export const optionalEmail = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((s) => (s ?? "").trim()),
  v.union([v.literal(""), v.pipe(v.string(), v.email(R.email_invalid), v.maxLength(254))]),
  v.transform((s) => (s === "" ? undefined : s.toLowerCase())),
);

const personName = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((s) => (s ?? "").trim()),
  v.maxLength(100, R.name_too_long),
);

/** What the client sends to `POST /api/auth/signup` (no confirmPassword). */
export const signupRequestSchema = v.object({
  username,
  email: optionalEmail,
  password: v.pipe(
    v.string(),
    v.minLength(LIMITS.passwordMin, R.password_too_short),
    v.maxLength(LIMITS.passwordMax, R.password_too_long),
  ),
  firstName: personName,
  lastName: personName,
  userType: v.optional(v.picklist(USER_TYPES, R.user_type_invalid), "individual"),
  invitationCode: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(R.invitation_code_required),
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
      R.passwords_mismatch,
    ),
    ["confirmPassword"],
  ),
);
