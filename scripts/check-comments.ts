/**
 * Comments and test names point into the repository, checked on every `npm run lint`: no
 * citation of an issue by its number ("issue 15", "issues 11 and 12"), of a section of a
 * document kept elsewhere ("spec §9", "§ 2", "product-spec", "the spec's"), or of the design
 * notes kept beside the repository ("ARCHITECTURE.md", "STYLE.md" and its "habit 24",
 * "TOOLCHAIN.md"). A newcomer with only the repository cannot follow them. Say the rule in a few
 * words instead, or point to a page of docs/ (docs/product.md for the product's rules,
 * docs/README.md for code habits, docs/decisions/ for why). A section of a public standard stays
 * allowed: "RFC 9110 §13.1.2". Only source files are scanned: docs/README.md may still say where
 * the design notes live. Prints every citation as file:line and exits 1 when there is one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const DIRS = ["src", "server", "scripts", "e2e", "bench"];
const SOURCE = /\.(ts|tsx|css|html)$/;
/** This check and its test quote the citations they catch. */
const QUOTES_CITATIONS = new Set(["scripts/check-comments.ts", "scripts/check-comments.test.ts"]);

/** A section of a public standard, e.g. "RFC 9110 §13.1.2": removed before the checks. */
const RFC_SECTION = /\bRFC\s*\d+\s*,?\s*§\s*\d[\d.]*/gi;

/** What a citation outside the repository looks like, each with the reason printed for it. */
const CITATIONS: readonly { pattern: RegExp; what: string }[] = [
  // "issue 15", "Issue 10 #9", "issue #3"; not the verb ("issues 20 codes an hour").
  { pattern: /\bissue\s*#?\d+/i, what: "an issue number" },
  { pattern: /\bissues\s+(?:#\d+|\d+(?:\s*(?:,|and|or|&|\/)\s*#?\d+)+)/i, what: "issue numbers" },
  // "spec §9", "(§7 PUT)", "§ 2".
  { pattern: /§\s*\d/, what: "a section of a document outside the repository" },
  { pattern: /\bproduct-spec\b/i, what: "the product spec (outside the repository)" },
  // "the spec's messages", "spec's defaults"; not "this spec" (a Playwright spec file).
  { pattern: /\bthe spec\b(?!\s+files?\b)|\bspec's\b/i, what: "the spec (outside the repository)" },
  // "ARCHITECTURE.md "Outcomes"", "STYLE.md habit 19", "see TOOLCHAIN.md"; not docs/ pages.
  {
    pattern: /\b(?:ARCHITECTURE|STYLE|TOOLCHAIN)\.md\b/i,
    what: "a design note kept outside the repository",
  },
  // "STYLE habit 16", "(habits 2, 20 and 21)": STYLE.md's numbered habits.
  { pattern: /\bhabits?\s+#?\d+/i, what: "a numbered habit of STYLE.md (outside the repository)" },
];

/** What a line cites that the repository does not hold, or null when it cites nothing. */
export function citationIn(line: string): string | null {
  const text = line.replace(RFC_SECTION, "");
  for (const { pattern, what } of CITATIONS) {
    if (pattern.test(text)) return what;
  }
  return null;
}

/** Files git tracks or would track (ignored ones left out) under DIRS, and top-level sources. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...DIRS, "*.*"],
    { cwd: ROOT, encoding: "utf8" },
  );
  const files = new Set(
    listed.split("\0").filter((file) => SOURCE.test(file) && !QUOTES_CITATIONS.has(file)),
  );
  return [...files]
    .filter((file) => DIRS.includes(file.split("/")[0] ?? "") || !file.includes("/"))
    .filter((file) => existsSync(join(ROOT, file))) // moved in the work tree, not yet staged
    .sort();
}

if (import.meta.main) {
  const problems: string[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      const what = citationIn(line);
      if (what) problems.push(`${file}:${index + 1}: ${what}: ${line.trim()}`);
    });
  }
  if (problems.length > 0) {
    console.error(
      `Comments: ${problems.length} citation(s) of documents outside the repository (say the rule, or point to docs/)\n${problems.join("\n")}`,
    );
    process.exit(1);
  }
  console.log("Comments: ok");
}
