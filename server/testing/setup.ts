import { afterAll } from "vitest";
import { closeOpenTestDatabases } from "./test-database.ts";

// Each test file closes the databases its apps opened (on PostgreSQL: drops them), so a run
// never holds more than one file's connections per worker.
afterAll(() => closeOpenTestDatabases());
