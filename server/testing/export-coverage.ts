import { getTableName, is, Table } from "drizzle-orm";
import type { ExportTable } from "#domain/account-export-columns.ts";
import * as schema from "../db/schema.ts";
import type { Mention } from "./table-walk.ts";

/**
 * What "Download my data" does with each table of server/db/schema.ts (docs/account-export.md).
 * Every table is in exactly one of the three lists below; account-export.test.ts walks the
 * database for people with a row in every table a person can have rows in, and fails when a
 * table that names one of them is not EXPORTED or NOT_EXPORTED, or when a row of an EXPORTED
 * table is missing from that person's export. A new table therefore needs a decision here.
 */

type Row = Record<string, unknown>;

interface Exported {
  /** The lists of the export that hold the table's rows about the person. */
  lists: readonly ExportTable[];
  /** A value of the row that the person's export shows when it holds the row. */
  proof: (row: Row) => unknown;
}

const byId = (...lists: ExportTable[]): Exported => ({ lists, proof: (row) => row.id });

export const EXPORTED: Record<string, Exported> = {
  users: byId("profile"),
  mood_entries: byId("moods"),
  user_experiences: byId("registrations"),
  user_interactions: byId("feedback"),
  user_favorites: byId("favorites"),
  calendar_events: byId("calendarEvents"),
  event_reminders: byId("reminders"),
  inquiries: byId("inquiries"),
  referrals: byId("referralsReceived", "referralsMade"),
  referral_events: { lists: ["referralSteps"], proof: (row) => row.referral_id },
  referral_consents: { lists: ["consentHistory"], proof: (row) => row.at },
  partner_profiles: { lists: ["partnerProfile"], proof: (row) => row.organisation_name },
  experiences: byId("listings"),
  door_helpers: byId("doorHelpers"),
  checkins: byId("doorScans"),
  push_subscriptions: byId("pushSubscriptions"),
  calendar_feeds: { lists: ["calendarFeed"], proof: (row) => row.created_at },
  sessions: { lists: ["sessions"], proof: (row) => row.expire },
  device_clocks: { lists: ["devices"], proof: (row) => row.client_id },
  invitation_codes: { lists: ["invitationCodes"], proof: (row) => row.last_used_at },
};

/** Tables that may name a person but are not exported, each with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  // The exactly-once receipt of each change a device sent (ids, states, times): the change
  // itself is exported in its own list.
  applied_mutations: "sync bookkeeping; every change it records is exported in its own list",
  // Which rows each person's devices must pull: ids and table names, no content of its own.
  change_log: "sync bookkeeping; holds ids of rows that are exported where they are the person's",
  // Keyed by SHA-256 hashes of an IP, a username or a user id, pruned after the longest window.
  rate_limit_hits: "keyed by hashes only, pruned after the longest budget window",
  // Public forms keyed by an e-mail address no account proves it owns: matching them to the
  // profile's address would let anyone read another person's messages by typing that address.
  newsletter_subscriptions: "not linked to an account; asked for by e-mail instead",
  contact_messages: "not linked to an account; asked for by e-mail instead",
};

/** Tables that hold nobody's personal data: a row naming a person there fails the walk. */
export const HOLDS_NOBODY: readonly string[] = [
  "venues",
  "mood_recommendations",
  "settings",
  "job_ticks",
];

/** The names of the tables schema.ts defines. */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is Table => is(value, Table))
    .map((table) => getTableName(table))
    .sort();
}

/** How a table is treated, or null when nobody decided. */
export function decisionOf(table: string): "exported" | "not exported" | "nobody" | null {
  if (table in EXPORTED) return "exported";
  if (table in NOT_EXPORTED) return "not exported";
  if (HOLDS_NOBODY.includes(table)) return "nobody";
  return null;
}

/**
 * What is wrong with rows of `mention` that name `who` (a user id, username or e-mail), given
 * that person's export: nothing (an empty list) when the table is exported and every row is in
 * the export, or when the table is deliberately not exported.
 */
export function coverageProblems(
  mention: Mention,
  who: string,
  exported: Record<string, unknown>,
): string[] {
  const { table, column } = mention;
  const decision = decisionOf(table);
  if (decision === "not exported") return [];
  if (decision === null) {
    return [
      `${table}.${column} names ${who}, but ${table} is neither exported nor on the not-exported list (server/testing/export-coverage.ts)`,
    ];
  }
  if (decision === "nobody") {
    return [`${table}.${column} names ${who}, but ${table} is listed as holding nobody's data`];
  }
  const { lists, proof } = EXPORTED[table] as Exported;
  const held = lists.map((list) => JSON.stringify(exported[list] ?? null)).join("\n");
  return mention.rows
    .map((row) => String(proof(row)))
    .filter((value) => !held.includes(value))
    .map(
      (value) =>
        `${table}.${column} names ${who}, but the export's ${lists.join(" / ")} does not hold its row (${value})`,
    );
}
