import { eq } from "drizzle-orm";
import { type ContactInput, contactSchema } from "#domain/contact-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { reserve } from "../auth/rate-limit.ts";
import { contactMessages } from "../db/schema.ts";
import type { Tx } from "../db/types.ts";
import { parseInput } from "../errors.ts";
import { addSubscriber, type PublicFormDeps } from "./newsletter-service.ts";
import { spendBudget, type WriteCtx } from "./write-context.ts";

export const CONTACT_RECEIVED = "Thank you for your message. We'll get back to you soon.";

/**
 * Stores a message (a repeat of the same id is a no-op, answered false); ticking "newsletter"
 * also subscribes, in the caller's transaction. `budget` counts a new message against its
 * sender's budget (throwing when spent) just before it is stored; a repeat costs nothing.
 */
async function storeMessage(
  tx: Tx,
  id: string,
  req: ContactInput,
  now: Date,
  budget: () => Promise<unknown>,
): Promise<boolean> {
  if (
    await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .get()
  ) {
    return false;
  }
  await budget();
  await tx.insert(contactMessages).values({
    id,
    name: req.name,
    email: req.email,
    organization: req.organization || null,
    inquiryType: req.inquiryType,
    subject: req.subject,
    message: req.message,
    newsletter: req.newsletter,
    createdAt: now.toISOString(),
  });
  if (req.newsletter) await addSubscriber(tx, req.email, now);
  return true;
}

/** `contact.submit` from the sync queue or a signed-in REST call. Contact rows are not synced. */
export async function submitContact(ctx: WriteCtx, args: MutationArgs<"contact.submit">) {
  await storeMessage(ctx.tx, args.id, args, ctx.madeAt, () => spendBudget(ctx, "forms"));
  return { message: CONTACT_RECEIVED };
}

/**
 * The signed-out contact form. A visitor has no outbox on the server's side (applied mutations
 * belong to a user), so exactly-once rests on the row id: a visitor's device makes a UUID per
 * message and sends it as `Idempotency-Key` on every attempt, and that UUID becomes the row's
 * id. A retry after a lost answer then finds the row and stores nothing (`stored: false`).
 * Without a key every call is a new message.
 */
export function createContactService({ db, clock, byIp }: PublicFormDeps) {
  return {
    async send(
      input: unknown,
      key: string | null,
      ip: string,
    ): Promise<{ message: string; stored: boolean }> {
      const req = parseInput(contactSchema, input);
      const now = clock();
      const id = key ?? uuidv7(now.getTime());
      const stored = await db.write((tx) =>
        // reserve joins this write: the message and its count commit together.
        storeMessage(tx, id, req, now, () => reserve([[byIp, ip]])),
      );
      return { message: CONTACT_RECEIVED, stored };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
