import { describe, expect, it } from "vitest";
import { MUTATION_NAMES } from "#domain/mutations.ts";
import { MUTATION_HANDLERS, type MutationHandlers } from "./mutation-handlers.ts";

/**
 * The mutation registry, server half (docs/adding-a-mutation.md; the client half is
 * src/sync/mutation-registry.test.ts): one handler per mutation name, and no other.
 */

// A handler table that lacks one name must not compile (checked by `npm run typecheck`).
const { "referral.create": _referral, ...withoutReferral } = MUTATION_HANDLERS;
// @ts-expect-error "referral.create" is missing
const incomplete: MutationHandlers = withoutReferral;

/** Written out by hand (STYLE habit 17): a name added or dropped shows up in review here. */
const EXPECTED_NAMES = [
  "calendarEvent.create",
  "calendarEvent.delete",
  "calendarEvent.update",
  "checkin.record",
  "contact.submit",
  "doorHelper.add",
  "doorHelper.remove",
  "eventReminder.dismiss",
  "eventReminder.remove",
  "eventReminder.set",
  "experience.create",
  "experience.update",
  "favorite.add",
  "favorite.remove",
  "feedback.submit",
  "inquiry.create",
  "mood.log",
  "newsletter.subscribe",
  "partnerProfile.update",
  "profile.update",
  "referral.close",
  "referral.consent",
  "referral.create",
  "referral.followUp",
  "referral.renewCode",
  "referral.respond",
  "referral.review",
  "registration.cancel",
  "registration.create",
];

describe("MUTATION_HANDLERS", () => {
  it("has a handler for exactly the mutation names", () => {
    expect(incomplete).not.toHaveProperty("referral.create");
    expect(Object.keys(MUTATION_HANDLERS).sort()).toEqual([...MUTATION_NAMES].sort());
    expect(Object.keys(MUTATION_HANDLERS).sort()).toEqual(EXPECTED_NAMES);
  });

  it.each(MUTATION_NAMES)("%s has its handler", (name) => {
    expect(typeof MUTATION_HANDLERS[name]).toBe("function");
  });
});
