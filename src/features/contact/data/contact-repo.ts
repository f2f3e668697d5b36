import { db } from "../../../db/db.ts";
import type { ContactForm } from "../../../domain/contact-schemas.ts";
import { uuidv7 } from "../../../domain/ids.ts";
import { apiFetch } from "../../../sync/http.ts";
import { queueMutation } from "../../../sync/queue.ts";
import { currentUserId } from "../../auth/index.ts";

/**
 * The contact form (spec §2 Contact; stored on the server, not only logged). A signed-in user's
 * message is queued (`contact.submit`) and reaches the server once, offline too; a visitor's is
 * sent at once with an Idempotency-Key, so a retried request is not stored twice.
 * Throws LocalValidationError (queued) or ApiError (sent) with the spec's field messages.
 */
export type ContactOutcome = { kind: "queued" } | { kind: "sent"; message: string | undefined };

export async function submitContact(form: ContactForm): Promise<ContactOutcome> {
  const userId = currentUserId();
  const id = uuidv7();
  if (userId) {
    await queueMutation(db, "contact.submit", { ...form, id }, { userId });
    return { kind: "queued" };
  }
  const response = await apiFetch<{ message?: string } | null>("/api/contact", {
    method: "POST",
    body: form,
    headers: { "Idempotency-Key": id },
  });
  return { kind: "sent", message: response?.message };
}
