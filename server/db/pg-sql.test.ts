import { describe, expect, it } from "vitest";
import { toPostgresSql } from "./pg-sql.ts";

describe("toPostgresSql", () => {
  it("numbers the positional parameters in order", () => {
    expect(toPostgresSql('select "id" from "users" where "id" = ? and "age" > ? limit ?')).toBe(
      'select "id" from "users" where "id" = $1 and "age" > $2 limit $3',
    );
  });

  it("leaves a ? inside quoted text, quoted names and comments alone", () => {
    expect(
      toPostgresSql(`select 'why?', "odd?name", 'it''s ?' from t where a = ? -- b = ?\nand c = ?`),
    ).toBe(`select 'why?', "odd?name", 'it''s ?' from t where a = $1 -- b = ?\nand c = $2`);
  });

  it("keeps a statement without parameters as it is", () => {
    expect(toPostgresSql("SAVEPOINT mutation")).toBe("SAVEPOINT mutation");
  });

  it("names bare columns in an on conflict target", () => {
    expect(
      toPostgresSql(
        'insert into "t" ("a", "b") values (?, ?) on conflict ("t"."a", "t"."b") do update set "c" = "t"."c" + 1',
      ),
    ).toBe(
      'insert into "t" ("a", "b") values ($1, $2) on conflict ("a", "b") do update set "c" = "t"."c" + 1',
    );
  });
});
