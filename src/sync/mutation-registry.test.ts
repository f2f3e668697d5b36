import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CultureWellDB } from "#db/db.ts";
import { MUTATION_NAMES, type MutationName, parseMutation } from "#domain/mutations.ts";
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
 * The mutation registry (docs/adding-a-mutation.md), client half: every name has its local
 * effect and its sample, and nothing else is registered. The compiler already demands the pieces
 * (mapped types); these tests catch a piece hidden behind a cast, and check the invariants the
 * transaction scopes rely on (local-effect.ts). The server half is in
 * server/services/mutation-handlers.test.ts, the labels in rejection-labels.test.ts.
 */

const sorted = (names: Iterable<string>) => [...names].sort();
const USER_ID = "0197aaaa-0000-7000-8000-0000000000a1";

// A registry that lacks one name must not compile (checked by `npm run typecheck`).
const { "referral.create": _referral, ...withoutReferral } = LOCAL_EFFECTS;
// @ts-expect-error "referral.create" is missing
withoutReferral satisfies LocalEffects;

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

/**
 * States only the server makes, without which an effect has nothing to change: a code the
 * server issued (renewing drops it until the new one arrives), a visit the server recorded (the
 * follow-up comes after it). The one hand-kept part of the walk below.
 */
const SERVER_STATES: Partial<Record<MutationName, (db: CultureWellDB) => Promise<unknown>>> = {
  "referral.renewCode": (db) =>
    db.referrals.update(MUTATION_SAMPLES["referral.renewCode"].id as string, {
      inviteCode: "OLD-CODE",
    }),
  "referral.followUp": (db) =>
    db.referrals.update(MUTATION_SAMPLES["referral.followUp"].id as string, { status: "attended" }),
};

/**
 * The rows an effect needs in order to change something: the experience every sample refers to,
 * and the row its key names, made by the other mutations on that row (an edit or a removal
 * needs what favorite.add, registration.create, referral.create … made). They are applied in
 * turn until the row exists: an edit of a row that is not there changes nothing.
 */
async function seedFor(db: CultureWellDB, name: MutationName): Promise<void> {
  await db.experiences.put(testExperience({ id: SAMPLE_EXPERIENCE_ID }));
  const key = keyOfEntry(entryOf(name));
  if (key !== null) {
    const store = ENTITY_STORES[entityOfKey(key)];
    for (const other of MUTATION_NAMES) {
      if (await store.read(db, naturalOfKey(key))) break;
      if (other !== name && keyOfEntry(entryOf(other)) === key) {
        await applyEffect(db, entryOf(other));
      }
    }
  }
  await SERVER_STATES[name]?.(db);
}

describe("mutation registry: every name has each piece", () => {
  it("registers exactly the mutation names (a cast could hide a missing one)", () => {
    expect(sorted(Object.keys(LOCAL_EFFECTS))).toEqual(sorted(MUTATION_NAMES));
    expect(sorted(Object.keys(MUTATION_SAMPLES))).toEqual(sorted(MUTATION_NAMES));
  });
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
      const neighboursBefore = await rowsBesides(db, store.tableName, before);
      const othersBefore = await snapshot(db, store.tableName);
      // Dexie refuses any table outside the scope, so this also proves the scope is complete.
      const scope = [...effect.tables, ...(effect.reads ?? [])];
      await db.transaction("rw", scope, () => applyEffect(db, entry));
      const after = await store.read(db, naturalOfKey(key));
      expect(after).not.toEqual(before);
      // The other rows of its table, and the tables it only reads, stay as they were.
      expect(await rowsBesides(db, store.tableName, after)).toEqual(neighboursBefore);
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

/** A table's rows except `row` (the one a key names), as they are stored. */
async function rowsBesides(db: CultureWellDB, tableName: string, row: unknown): Promise<string[]> {
  const rows = (await db.table(tableName).toArray()).map((r) => JSON.stringify(r));
  return rows.filter((r) => r !== JSON.stringify(row)).sort();
}
