import { describe, expect, it } from "vitest";
import { citationIn } from "./check-comments.ts";

describe("citationIn: citations a newcomer with only the repository cannot follow", () => {
  it.each([
    "// Packed experiences (issue 15): a first sync stores pages.",
    " * Issue 10 #9: every date stays within 1900–2200.",
    " * as issues 11 and 12 ask",
    "/** The one toast viewport (spec §9). */",
    " * Access levels (spec §2, §6):",
    " * in the spec's order (§ 2)",
    " * see product-spec.md",
    'it("shows the spec\'s messages", () => {',
    " * Retry delays after a failed sync (ARCHITECTURE.md): exponential from 1 s",
    ' * (ARCHITECTURE.md "Outcomes"): keep the outbox',
    " * other tables (STYLE.md habit 19).",
    " * whose search text lives in the URL (STYLE habit 16).",
    "// Plugin order matters (see TOOLCHAIN.md): the router plugin first",
    "/** The flags this machine needs (toolchain.md). */",
  ])("catches %j", (line) => {
    expect(citationIn(line)).not.toBeNull();
  });

  it.each([
    ' * The rules a newcomer reads first: docs/product.md "Screens and messages".',
    " * Why: docs/decisions/0016-prerendered-landing.md.",
    " * One toast at a time, each for 5 s.",
    'it("issues 20 codes an hour; a burst of 40 gets 20", async () => {',
    " * A Playwright spec: this spec file signs in first.",
    " * weak comparison, RFC 9110 §13.1.2, and RFC 5545 §3.1 folding",
    " * Any issue with the network is retried.",
    " * Kernels below features (docs/architecture-arrows.md): what many features need.",
    ' * the list\'s filters live in the URL (docs/README.md "Code habits")',
    " * Retry delays after a failed sync (decision 0004): exponential from 1 s",
    " * A habit of reading the URL first.",
  ])("lets %j pass", (line) => {
    expect(citationIn(line)).toBeNull();
  });
});
