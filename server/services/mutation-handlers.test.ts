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

describe("MUTATION_HANDLERS", () => {
  it("has a handler for exactly the mutation names", () => {
    expect(incomplete).not.toHaveProperty("referral.create");
    expect(Object.keys(MUTATION_HANDLERS).sort()).toEqual([...MUTATION_NAMES].sort());
  });

  it.each(MUTATION_NAMES)("%s has its handler", (name) => {
    expect(typeof MUTATION_HANDLERS[name]).toBe("function");
  });
});
