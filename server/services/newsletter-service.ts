import { newsletterSchema } from "#domain/contact-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { type RateLimiter, reserve } from "../auth/rate-limit.ts";
import type { Clock } from "../clock.ts";
import { newsletterSubscriptions } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { parseInput } from "../errors.ts";
import { spendBudget, type WriteCtx } from "./write-context.ts";

/**
 * The one answer to a sign-up, new or repeated: the form is public, and "already subscribed"
 * would tell anybody whether an address is on the list.
 */
export const NEWSLETTER_SUBSCRIBED = "Thank you for subscribing to our newsletter.";

/** Adds the (lower-case) address once; a repeat changes nothing. */
export async function addSubscriber(tx: Tx, email: string, now: Date): Promise<void> {
  await tx
    .insert(newsletterSubscriptions)
    .values({ id: uuidv7(now.getTime()), email, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}

/** `newsletter.subscribe` from the sync queue or a signed-in REST call. */
export async function subscribeNewsletter(
  ctx: WriteCtx,
  args: MutationArgs<"newsletter.subscribe">,
) {
  await spendBudget(ctx, "forms");
  await addSubscriber(ctx.tx, args.email, ctx.now);
  return { message: NEWSLETTER_SUBSCRIBED };
}

/** What the signed-out public forms (newsletter, contact) need. */
export interface PublicFormDeps {
  db: Db;
  clock: Clock;
  /** The IP's budget of public forms, which the newsletter and contact form share. */
  byIp: RateLimiter;
}

/** A visitor's sign-up: every well-formed one counts against the IP's budget of public forms. */
export function createNewsletterService({ db, clock, byIp }: PublicFormDeps) {
  return {
    async subscribe(input: unknown, ip: string): Promise<{ message: string }> {
      const { email } = parseInput(newsletterSchema, input);
      await reserve([[byIp, ip]]);
      const now = clock();
      await db.write((tx) => addSubscriber(tx, email, now));
      return { message: NEWSLETTER_SUBSCRIBED };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
