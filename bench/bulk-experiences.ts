import type Database from "better-sqlite3";
import type pg from "pg";
import { postgresPool, sqliteHandle } from "../server/db/client.ts";
import type { Db } from "../server/db/types.ts";
import { LIST_CATEGORIES } from "../src/domain/constants.ts";
import { uuidv7 } from "../src/domain/ids.ts";
import { insertMany, inTransaction } from "./engines.ts";

/** A synthetic experience row in the server's column layout (snake_case SQL columns). */
export interface BulkRow {
  id: string;
  title: string;
  description: string;
  category: string;
  price: number;
  location: string;
  venue: string;
  date: string;
  image_url: string;
  wellbeing_benefit: string;
  accessibility_features: string;
  duration: number;
  max_participants: number;
  difficulty_level: string;
  created_at: string;
  updated_at: string;
}

const WORDS = [
  "clay",
  "choir",
  "poetry",
  "watercolour",
  "drumming",
  "story",
  "dance",
  "garden",
  "ink",
  "puppet",
];
const FEATURES = ["wheelchair-accessible", "hearing-loop", "sensory-friendly", "quiet-space"];

/** Deterministic rows, so every run measures the same work. */
export function makeRows(count: number, now = new Date()): BulkRow[] {
  const stamp = now.toISOString();
  return Array.from({ length: count }, (_, i) => {
    const word = WORDS[i % WORDS.length];
    return {
      id: uuidv7(now.getTime() + i),
      title: `Bench ${word} session ${i}`,
      description: `A relaxed ${word} experience number ${i} for people who want to slow down and meet others.`,
      category: LIST_CATEGORIES[i % LIST_CATEGORIES.length] ?? "music",
      price: i % 3 === 0 ? 0 : 500 + (i % 40) * 100,
      location: `District ${i % 25}, Riga`,
      venue: `Bench Venue ${i % 200}`,
      date: new Date(now.getTime() + (1 + (i % 150)) * 86_400_000).toISOString(),
      image_url: "/images/experience-fallback.svg",
      wellbeing_benefit: "Eases stress and builds connection",
      accessibility_features: JSON.stringify(i % 4 === 0 ? [] : [FEATURES[i % FEATURES.length]]),
      duration: 60 + (i % 4) * 30,
      max_participants: 10 + (i % 30),
      difficulty_level: "beginner",
      created_at: stamp,
      updated_at: stamp,
    };
  });
}

const COLUMNS = [
  "id",
  "title",
  "description",
  "category",
  "price",
  "location",
  "venue",
  "date",
  "image_url",
  "wellbeing_benefit",
  "accessibility_features",
  "duration",
  "max_participants",
  "difficulty_level",
  "created_at",
  "updated_at",
] as const;

/**
 * Inserts the rows with plain prepared statements in one transaction, and (when `announce`) the
 * change_log rows a pull needs. This is the floor a pull into IndexedDB is compared against.
 */
export function insertRows(sqlite: Database.Database, rows: BulkRow[], announce: boolean): void {
  const insert = sqlite.prepare(
    `INSERT INTO experiences (${COLUMNS.join(", ")}, is_active) VALUES (${COLUMNS.map((c) => `@${c}`).join(", ")}, 1)`,
  );
  const log = sqlite.prepare(
    "INSERT INTO change_log (entity, entity_id, op, audience, created_at) VALUES ('experience', ?, 'upsert', 'public', ?)",
  );
  sqlite.transaction(() => {
    for (const row of rows) {
      insert.run(row);
      if (announce) log.run(row.id, row.created_at);
    }
  })();
}

/**
 * The same rows as `insertRows` (the same columns, the same change_log rows in the same order)
 * on PostgreSQL: multi-row INSERTs through `pg` in one transaction. PostgreSQL's floor.
 */
export async function insertRowsPg(pool: pg.Pool, rows: BulkRow[], announce: boolean) {
  await inTransaction(pool, async (client) => {
    const values = rows.map((row) => [...COLUMNS.map((c) => row[c]), 1]);
    await insertMany(client, "experiences", [...COLUMNS, "is_active"], values);
    if (!announce) return;
    await insertMany(
      client,
      "change_log",
      ["entity", "entity_id", "op", "audience", "created_at"],
      rows.map((row) => ["experience", row.id, "upsert", "public", row.created_at]),
    );
  });
}

/** The rows (and their change_log rows) into a database of either engine, under its data layer. */
export async function insertBulk(db: Db, rows: BulkRow[], announce: boolean): Promise<void> {
  if (db.engine === "sqlite") insertRows(sqliteHandle(db), rows, announce);
  else await insertRowsPg(postgresPool(db), rows, announce);
}
