import { describe, expect, it } from "vitest";
import { mixesScripts, usernameKey } from "./usernames.ts";

describe("usernameKey", () => {
  it("folds Unicode case and compatibility forms to one key", () => {
    expect(usernameKey("Ärgerdoql")).toBe(usernameKey("ärgerdoql"));
    expect(usernameKey("Straße")).toBe(usernameKey("STRASSE"));
    expect(usernameKey("ΣΟΦΙΑ")).toBe(usernameKey("σοφια"));
    expect(usernameKey("ｄｅｍｏ")).toBe("demo");
    expect(usernameKey("Demo-Partner")).toBe("demo-partner");
  });

  it("keeps different names apart", () => {
    expect(usernameKey("anna")).not.toBe(usernameKey("anne"));
    expect(usernameKey("dеmo")).not.toBe(usernameKey("demo")); // Cyrillic е is not Latin e
  });
});

describe("mixesScripts", () => {
  it("flags Latin with a Cyrillic or Greek look-alike", () => {
    expect(mixesScripts("dеmo-partner")).toBe(true); // Cyrillic е
    expect(mixesScripts("pοlly")).toBe(true); // Greek ο
  });

  it("passes names in one alphabet, with digits and punctuation", () => {
    expect(mixesScripts("demo-partner_2")).toBe(false);
    expect(mixesScripts("Ärgerdoql")).toBe(false);
    expect(mixesScripts("дмитрий.k")).toBe(true);
    expect(mixesScripts("дмитрий_2")).toBe(false);
    expect(mixesScripts("山田太郎")).toBe(false);
  });
});
