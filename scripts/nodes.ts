/**
 * `npm run nodes -- --count 2 [--port 8080] [--database-url postgres://…]`: N app processes on
 * one PostgreSQL database behind nginx, on this machine (scripts/cluster.ts). Without
 * --database-url a fresh database is made on TEST_DATABASE_URL's server and dropped on Ctrl-C.
 * README "Run several nodes"; deploy/ for production.
 */
import { parseArgs } from "node:util";
import { startCluster } from "./cluster.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "2" },
    port: { type: "string", default: "8080" },
    "database-url": { type: "string" },
  },
});
const count = Number(values.count);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 32) {
  console.error("--count must be a whole number from 1 to 32");
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error("--port must be a port number (0: any free one)");
  process.exit(1);
}

let cluster: Awaited<ReturnType<typeof startCluster>>;
try {
  cluster = await startCluster({
    count,
    port,
    ...(values["database-url"] ? { databaseUrl: values["database-url"] } : {}),
  });
} catch (error) {
  console.error(`Cannot start the nodes: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { url, nodes, prefix, databaseUrl } = cluster;
console.log(
  [
    `CultureWell: ${count} node${count === 1 ? "" : "s"} behind nginx at ${url}`,
    ...nodes.map((n, i) => `  node ${i + 1}: ${n.url}  (output: ${prefix}/node-${i + 1}.log)`),
    `  database: ${new URL(databaseUrl).pathname.slice(1)}${values["database-url"] ? "" : " (made now, dropped on exit)"}`,
    `  nginx: ${prefix}/nginx.conf`,
    "Ctrl-C stops everything.",
  ].join("\n"),
);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, stopping nginx and the nodes`);
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Stopping failed: ${String(error)}`);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
