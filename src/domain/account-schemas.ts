import * as v from "valibot";
import { LIMITS } from "./constants.ts";
import { R } from "./reasons.ts";

/**
 * The account's own requests (change password, delete the account): shared by the profile's forms
 * and the server. Messages are reason codes (src/domain/reasons.ts). Both need the server and the
 * current password, so neither is ever queued: they are online-only, like sign-in.
 */

/** The password the account has now: required (a missing key too), bounded (scrypt cost), never trimmed. */
const currentPassword = v.pipe(
  v.optional(v.string(R.password_required), ""),
  v.nonEmpty(R.password_required),
  v.maxLength(LIMITS.passwordMax, R.password_too_long),
);

/** A new password follows the sign-up rule: at least 6 characters. */
const newPassword = v.pipe(
  v.optional(v.string(R.password_too_short), ""),
  v.minLength(LIMITS.passwordMin, R.password_too_short),
  v.maxLength(LIMITS.passwordMax, R.password_too_long),
);

/** `POST /api/auth/change-password`. The confirmation never leaves the browser. */
export const changePasswordRequestSchema = v.pipe(
  v.object({ currentPassword, newPassword }),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      (input) => input.currentPassword !== input.newPassword,
      R.password_unchanged,
    ),
    ["newPassword"],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;

/** The form adds the confirmation (sign-up's wording: 'Passwords don't match'). */
export const changePasswordFormSchema = v.pipe(
  v.object({ currentPassword, newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      (input) => input.currentPassword !== input.newPassword,
      R.password_unchanged,
    ),
    ["newPassword"],
  ),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      R.passwords_mismatch,
    ),
    ["confirmPassword"],
  ),
);

/** `DELETE /api/users/:id`: the password, entered again, is checked on the server. */
export const deleteAccountRequestSchema = v.object({ password: currentPassword });
export type DeleteAccountRequest = v.InferOutput<typeof deleteAccountRequestSchema>;

/**
 * The deletion form: the username typed again (checked here only: it guards against a slip,
 * the password guards the account) and the password.
 */
export function deleteAccountFormSchema(username: string) {
  return v.object({
    confirmUsername: v.pipe(
      v.string(),
      v.check((typed) => typed.trim() === username, R.delete_confirmation_mismatch),
    ),
    password: currentPassword,
  });
}
