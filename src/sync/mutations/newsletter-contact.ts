import type { LocalEffects } from "./local-effect.ts";

/**
 * Queued only to reach the server (a subscription, a message to the team): no row on this
 * device shows them, so there is nothing to key, to write, or to undo on a refusal. Spelled out
 * per name, so a new mutation never gets "no local effect" by falling through.
 */
export const NEWSLETTER_CONTACT_EFFECTS: Pick<
  LocalEffects,
  "newsletter.subscribe" | "contact.submit"
> = {
  "newsletter.subscribe": { tables: [], key: () => null, apply: async () => {} },
  "contact.submit": { tables: [], key: () => null, apply: async () => {} },
};
