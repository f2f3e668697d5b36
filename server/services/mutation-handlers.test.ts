import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MUTATION_NAMES, type MutationName } from "#domain/mutations.ts";
import { isReasonCode, R } from "#domain/reasons.ts";
import { MUTATION_SAMPLES } from "#testing/mutation-samples.ts";
import { loginAs } from "../testing/accounts.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { MUTATION_HANDLERS, type MutationHandlers } from "./mutation-handlers.ts";

/**
 * The mutation registry, server half (docs/adding-a-mutation.md; the client half is
 * src/sync/mutation-registry.test.ts): one handler per mutation name and no other, and every
 * name, run through the push, is answered: never a server error, which would hold the device's
 * queue back on every retry. The compiler already demands a handler per name (a mapped type);
 * these tests check what it cannot see.
 */

// A handler table that lacks one name must not compile (checked by `npm run typecheck`).
const { "referral.create": _referral, ...withoutReferral } = MUTATION_HANDLERS;
// @ts-expect-error "referral.create" is missing
withoutReferral satisfies MutationHandlers;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Runs `run` with every handler replaced by one that counts its calls; restored after. */
async function withCountingHandlers<T>(run: (calls: MutationName[]) => Promise<T>): Promise<T> {
  const originals = { ...MUTATION_HANDLERS };
  const calls: MutationName[] = [];
  const handlers = MUTATION_HANDLERS as Record<MutationName, () => Promise<unknown>>;
  for (const name of MUTATION_NAMES) {
    handlers[name] = async () => {
      calls.push(name);
      return null;
    };
  }
  try {
    return await run(calls);
  } finally {
    for (const name of MUTATION_NAMES) Reflect.deleteProperty(handlers, name);
    Object.assign(MUTATION_HANDLERS, originals);
  }
}

describe("MUTATION_HANDLERS", () => {
  it("has a handler for exactly the mutation names (a cast could hide a missing one)", () => {
    expect(Object.keys(MUTATION_HANDLERS).sort()).toEqual([...MUTATION_NAMES].sort());
  });

  it("refuses args of the wrong shape (invalid_input) for every name, before any handler runs", async () => {
    const individual = await loginAs(t, "demo-individual");
    const batch = MUTATION_NAMES.flatMap((name) => [mutation(name, null), mutation(name, "args")]);
    const { status, body, calls } = await withCountingHandlers(async (calls) => ({
      ...(await pushAs(t, individual, batch)),
      calls,
    }));
    expect(status).toBe(200);
    const refused = {
      status: "rejected",
      error: expect.objectContaining({ code: R.invalid_input }),
    };
    expect(body.results).toEqual(batch.map(() => expect.objectContaining(refused)));
    expect(calls).toEqual([]);
  });

  it.each(MUTATION_NAMES)(
    "%s: valid args about rows the caller lacks are applied or refused with a reason, never a server error",
    async (name) => {
      const individual = await loginAs(t, "demo-individual");
      const { status, body } = await pushAs(t, individual, [
        mutation(name, MUTATION_SAMPLES[name]),
      ]);
      expect(t.errors).toEqual([]);
      expect(status).toBe(200);
      const [result] = body.results;
      // A refusal says why with a code the app words (e.g. experience_not_found, partners_only).
      if (result.status === "rejected") expect(isReasonCode(result.error.code)).toBe(true);
      else expect(result.status).toBe("applied");
    },
  );
});
