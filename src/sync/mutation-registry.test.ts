import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CultureWellDB } from "#db/db.ts";
import {
  MUTATION_NAMES,
  MUTATION_SCHEMAS,
  type MutationName,
  parseMutation,
} from "#domain/mutations.ts";
import { testExperience } from "#testing/fixtures.ts";
import { MUTATION_SAMPLES, SAMPLE_EXPERIENCE_ID } from "#testing/mutation-samples.ts";
import { ENTITY_STORES, entityOfKey, naturalOfKey } from "./entity-store.ts";
import {
  applyEffect,
  type EntryLike,
  keyOfEntry,
  LOCAL_EFFECTS,
  type LocalEffects,
} from "./local-effects.ts";

/**
 * The mutation registry (docs/adding-a-mutation.md), client half: every name has its schema,
 * its local effect and its label, and nothing else is registered. The compiler already demands
 * the pieces; these tests also catch a piece hidden behind a cast, and check the invariants the
 * transaction scopes rely on (local-effect.ts). The server half is in
 * server/services/mutation-handlers.test.ts.
 */

const sorted = (names: Iterable<string>) => [...names].sort();
const USER_ID = "0197aaaa-0000-7000-8000-0000000000a1";

// A registry that lacks one name must not compile (checked by `npm run typecheck`).
const { "referral.create": _referral, ...withoutReferral } = LOCAL_EFFECTS;
// @ts-expect-error "referral.create" is missing
const incomplete: LocalEffects = withoutReferral;

function entryOf(name: MutationName): EntryLike {
  const parsed = parseMutation(name, MUTATION_SAMPLES[name]);
  if (!parsed.ok) throw new Error(`${name} sample: ${parsed.error.message}`);
  return {
    id: `m-${name}`,
    name,
    args: parsed.mutation.args,
    userId: USER_ID,
    createdAt: "2025-06-01T10:00:00.000Z",
  };
}

/** Rows an effect needs in order to change something (an edit needs its row, a removal too). */
async function seedFor(db: CultureWellDB, name: MutationName): Promise<void> {
  await db.experiences.put(testExperience({ id: SAMPLE_EXPERIENCE_ID }));
  if (name === "favorite.remove") await applyEffect(db, entryOf("favorite.add"));
  if (name === "registration.cancel") await applyEffect(db, entryOf("registration.create"));
  if (name.startsWith("referral.") && name !== "referral.create") {
    await applyEffect(db, entryOf("referral.create"));
    if (name === "referral.renewCode") {
      // A code the server issued earlier: renewing drops it until the new one arrives.
      await db.referrals.update(MUTATION_SAMPLES["referral.create"].id as string, {
        inviteCode: "OLD-CODE",
      });
    }
    if (name === "referral.followUp") {
      // The follow-up comes after the visit: move the seeded referral there.
      await db.referrals.update(MUTATION_SAMPLES["referral.create"].id as string, {
        status: "attended",
      });
    }
  }
  if (name === "doorHelper.remove") await applyEffect(db, entryOf("doorHelper.add"));
  if (name !== "calendarEvent.create" && /^(calendarEvent|eventReminder)\./.test(name)) {
    await applyEffect(db, entryOf("calendarEvent.create"));
  }
  if (name === "eventReminder.remove" || name === "eventReminder.dismiss") {
    await applyEffect(db, entryOf("eventReminder.set"));
  }
}

describe("mutation registry: every name has each piece", () => {
  it("registers exactly the mutation names, on every side", () => {
    expect(incomplete).not.toHaveProperty("referral.create");
    expect(sorted(Object.keys(MUTATION_SCHEMAS))).toEqual(sorted(MUTATION_NAMES));
    expect(sorted(Object.keys(LOCAL_EFFECTS))).toEqual(sorted(MUTATION_NAMES));
    expect(sorted(Object.keys(MUTATION_SAMPLES))).toEqual(sorted(MUTATION_NAMES));
  });

  it.each(MUTATION_NAMES)(
    "%s: schema and local effect (labels: rejection-labels.test.ts)",
    (name) => {
      expect(parseMutation(name, MUTATION_SAMPLES[name]).ok).toBe(true);
      const effect = LOCAL_EFFECTS[name];
      expect(typeof effect.key).toBe("function");
      expect(typeof effect.apply).toBe("function");
      expect(Array.isArray(effect.tables)).toBe(true);
    },
  );
});

describe("local effects", () => {
  let db: CultureWellDB;
  let n = 0;
  beforeEach(() => {
    db = new CultureWellDB(`registry-test-${++n}`);
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it.each(MUTATION_NAMES)(
    "%s changes only the row its key names, in its own tables",
    async (name) => {
      const entry = entryOf(name);
      const effect = LOCAL_EFFECTS[name];
      const key = keyOfEntry(entry);
      await seedFor(db, name);
      if (key === null) {
        // Nothing on this device shows it: no table to write, nothing to undo on a refusal.
        expect(effect.tables).toEqual([]);
        const before = await snapshot(db);
        await applyEffect(db, entry);
        expect(await snapshot(db)).toEqual(before);
        return;
      }
      const store = ENTITY_STORES[entityOfKey(key)];
      expect(effect.tables).toEqual([store.tableName]);
      const before = await store.read(db, naturalOfKey(key));
      const othersBefore = await snapshot(db, store.tableName);
      // Dexie refuses any table outside the scope, so this also proves the scope is complete.
      const scope = [...effect.tables, ...(effect.reads ?? [])];
      await db.transaction("rw", scope, () => applyEffect(db, entry));
      expect(await store.read(db, naturalOfKey(key))).not.toEqual(before);
      // Tables it only reads stay as they were.
      expect(await snapshot(db, store.tableName)).toEqual(othersBefore);
    },
  );

  it("leaves an entry of a name this version does not know alone", async () => {
    const entry = { ...entryOf("mood.log"), name: "mood.retired" };
    expect(keyOfEntry(entry)).toBeNull();
    const before = await snapshot(db);
    await applyEffect(db, entry);
    expect(await snapshot(db)).toEqual(before);
  });
});

async function snapshot(db: CultureWellDB, except?: string): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of db.tables) {
    if (table.name !== except) tables[table.name] = await table.toArray();
  }
  return tables;
}
