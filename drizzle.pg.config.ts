import { defineConfig } from "drizzle-kit";

/** PostgreSQL's migrations: the same tables as drizzle.config.ts (server/db/schema-pg.ts). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema-pg.ts",
  out: "./server/db/migrations-pg",
});
