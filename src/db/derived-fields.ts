import type { DBCore, DBCoreMutateRequest, Middleware } from "dexie";
import { withListFields } from "#domain/experience-list-fields.ts";

/**
 * Recomputes an experience's list fields (`listDate`, `searchKey`) on every write, whoever
 * writes: a pull page, a local effect (create, edit), a reconcile, a test fixture. Done in
 * Dexie's storage layer (a DBCore middleware) so there is ONE place that keeps them in step with
 * the row; a writer cannot forget them. Adds and puts carry whole rows, so nothing is read back.
 */
export const derivedFieldsMiddleware: Middleware<DBCore> = {
  stack: "dbcore",
  name: "experience-list-fields",
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== "experiences") return table;
      return {
        ...table,
        mutate(request: DBCoreMutateRequest) {
          if (request.type !== "add" && request.type !== "put") return table.mutate(request);
          const values = request.values.map((row) => withListFields(row as object));
          return table.mutate({ ...request, values });
        },
      };
    },
  }),
};
