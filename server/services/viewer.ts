import { R } from "#domain/reasons.ts";
import type { PublicUser } from "#domain/user.ts";
import { ServiceError } from "../errors.ts";

/** Who is reading: the signed-in caller, as the route handler passes it (`caller(c)`). */
export type Viewer = Pick<PublicUser, "id">;

/**
 * Defence in depth for reads of one user's private data. The route guard has already refused
 * another user's `:id`; checking again where the data is read means a guard that is lost or
 * weakened, or a new caller of the read, refuses (403, the guard's own reason code) instead of
 * leaking.
 */
export function assertViewerIs(viewer: Viewer, userId: string): void {
  if (viewer.id !== userId) throw new ServiceError(R.not_your_account);
}
