import { deleteAccountRequestSchema } from "#domain/account-schemas.ts";
import { parseInput } from "../errors.ts";
import { clientIp } from "../http/client-ip.ts";
import { deleteAccount } from "../services/account-deletion-service.ts";
import { exportAccount, exportAccountCsv } from "../services/account-export-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { readObject } from "./write-route.ts";

/**
 * The account's own data: download it (JSON, or one table as CSV; docs/account-export.md),
 * delete it (docs/decisions/0013-account-deletion.md). Online only and never mutations: the
 * export is a read, and a deletion needs the password checked first (slow, rate-limited) and
 * cannot be queued or replayed.
 */
export function accountRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock, auth, trustProxy } = deps;
  return [
    route("GET", "/api/users/:id/export", "self", async (c) =>
      c.json(await exportAccount(db, pathParam(c, "id"), caller(c), clock())),
    ),
    route("GET", "/api/users/:id/export.csv", "self", async (c) => {
      const table = c.req.query("table");
      const file = await exportAccountCsv(db, pathParam(c, "id"), caller(c), clock(), table);
      return c.body(file.text, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${file.fileName}"`,
      });
    }),
    route("DELETE", "/api/users/:id", "self", async (c) => {
      const user = caller(c);
      const { password } = parseInput(deleteAccountRequestSchema, await readObject(c));
      await auth.confirmPassword(user.id, password, clientIp(c, trustProxy));
      await deleteAccount(deps, user);
      return c.json({ deleted: true });
    }),
  ];
}
