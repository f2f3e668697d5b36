import { newsletterSchema } from "#domain/contact-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import type { Clock } from "../clock.ts";
import { newsletterSubscriptions } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { parseInput } from "./errors.ts";
import type { WriteCtx } from "./write-context.ts";

export const NEWSLETTER_MSG = {
  subscribed: "Thank you for subscribing to our newsletter.",
  alreadySubscribed: "You're already subscribed to our newsletter. Thank you!",
} as const;

/** Adds the (lower-case) address once; false when it was already subscribed — not an error. */
export function addSubscriber(db: Db | Tx, email: string, now: Date): boolean {
  const result = db
    .insert(newsletterSubscriptions)
    .values({ id: uuidv7(now.getTime()), email, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .run();
  return result.changes > 0;
}

function messageFor(created: boolean) {
  return created ? NEWSLETTER_MSG.subscribed : NEWSLETTER_MSG.alreadySubscribed;
}

/** `newsletter.subscribe` from the sync queue or a signed-in REST call. */
export function subscribeNewsletter(ctx: WriteCtx, args: MutationArgs<"newsletter.subscribe">) {
  const created = addSubscriber(ctx.tx, args.email, ctx.now);
  return { created, message: messageFor(created) };
}

export function createNewsletterService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    subscribe(input: unknown): { created: boolean; message: string } {
      const { email } = parseInput(newsletterSchema, input);
      const created = addSubscriber(db, email, clock());
      return { created, message: messageFor(created) };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
