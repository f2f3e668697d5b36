import { describe, expect, it } from "vitest";
import { detectNeeds, featureSet, normalizeAccessibilityFeature } from "./accessibility.ts";

const needsOf = (text: string) => detectNeeds(text).map((n) => n.need);

describe("accessibility", () => {
  it("normalises legacy feature ids and ignores unknown ones", () => {
    expect(normalizeAccessibilityFeature("Wheelchair")).toBe("wheelchair-accessible");
    expect(normalizeAccessibilityFeature("sign-language")).toBe("sign-language-interpreter");
    expect([...featureSet(["wheelchair", "hearing-loop", "jetpack"])]).toEqual([
      "wheelchair-accessible",
      "hearing-loop",
    ]);
  });

  it("recognises needs in free text", () => {
    expect(needsOf("I use a wheelchair")).toEqual(["wheelchair"]);
    expect(needsOf("Step-free access please")).toEqual(["wheelchair"]);
    expect(needsOf("Deaf, BSL user")).toEqual(["sign-language"]);
    expect(needsOf("hard of hearing")).toEqual(["hearing"]);
    expect(needsOf("Autistic; loud rooms are hard")).toEqual(["sensory"]);
    expect(needsOf("low vision")).toEqual(["visual"]);
    expect(needsOf("Izmantoju ratiņkrēslu")).toEqual(["wheelchair"]);
    expect(needsOf("Rollstuhl")).toEqual(["wheelchair"]);
    expect(needsOf("None")).toEqual([]);
    expect(needsOf("")).toEqual([]);
  });

  it("marks only wheelchair access as a hard need", () => {
    expect(detectNeeds("wheelchair, deaf, sensory, blind").map((n) => [n.need, n.hard])).toEqual([
      ["wheelchair", true],
      ["sign-language", false],
      ["sensory", false],
      ["visual", false],
    ]);
  });
});
