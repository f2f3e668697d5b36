import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { MUTATION_NAMES } from "#domain/mutations.ts";
import { CHANGE_LABELS, changeLabel, rejectionReason } from "./rejection-labels.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

/** The UI piece of the mutation registry (src/sync/mutation-registry.test.ts has the rest). */
describe("rejection labels", () => {
  it("names every mutation, and only those", () => {
    expect(Object.keys(CHANGE_LABELS).sort()).toEqual([...MUTATION_NAMES].sort());
    for (const name of MUTATION_NAMES) expect(changeLabel(i18n, name), name).not.toBe("Change");
    expect(changeLabel(i18n, "constructor")).toBe("Change");
  });

  it("words a refusal from its code, generically when the code is unknown", () => {
    expect(rejectionReason(i18n, "experience_full")).toBe("This experience is full");
    expect(rejectionReason(i18n, "a_newer_servers_code")).toBe("This change was not accepted.");
  });
});
