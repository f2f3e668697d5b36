/**
 * `npm run db:copy -- --from ./data/culturewell.db --to postgres://…`: copies an SQLite database
 * into an empty PostgreSQL one (README "Run on PostgreSQL"). Both are migrated to this release
 * first; the copy is one transaction; counts and checksums are compared table by table at the
 * end. Stop the server while copying, or writes made meanwhile are not copied.
 */
import { parseArgs } from "node:util";
import { migrate, openDatabase } from "../db/client.ts";
import { copySqliteToPostgres } from "../db/copy.ts";
import { redact } from "../db/postgres.ts";

const { values } = parseArgs({
  options: { from: { type: "string" }, to: { type: "string" } },
});
if (!values.from || !values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error(
    "Usage: npm run db:copy -- --from ./data/culturewell.db --to postgres://user@host/db",
  );
  process.exit(2);
}

const from = await openDatabase({ engine: "sqlite", file: values.from });
let to: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  to = await openDatabase({
    engine: "postgres",
    url: values.to,
    poolSize: 2,
    statementTimeoutMs: 0,
    tls: "off",
    applicationName: "culturewell-db-copy",
  });
  await migrate(from);
  await migrate(to);
  const report = await copySqliteToPostgres(from, to);
  console.log(`Copied ${values.from} into ${redact(values.to)}:`);
  for (const t of report) {
    console.log(
      `  ${t.table.padEnd(26)} ${String(t.rows).padStart(8)} rows  sha256 ${t.checksum.slice(0, 12)}  ok`,
    );
  }
  console.log(
    `${report.reduce((n, t) => n + t.rows, 0)} rows in ${report.length} tables; counts and checksums match.`,
  );
} catch (error) {
  console.error(`db:copy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await from.close();
  await to?.close();
}
