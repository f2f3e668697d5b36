import { describe, expect, it } from "vitest";
import { displayName } from "./display-name.ts";

describe("displayName (attendee and door helper rows)", () => {
  it.each([
    [{ username: "alex", firstName: "Alex", lastName: "Morgan" }, "Alex Morgan"],
    [{ username: "alex", firstName: " Alex ", lastName: null }, "Alex"],
    [{ username: "alex", firstName: null, lastName: "Morgan" }, "Morgan"],
    [{ username: "alex", firstName: "  ", lastName: null }, "alex"],
    [{ username: "alex", firstName: null, lastName: null }, "alex"],
  ])("%j → %s", (person, name) => {
    expect(displayName(person)).toBe(name);
  });
});
