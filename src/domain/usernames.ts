/**
 * How usernames are told apart. Two names are the same account when their keys are equal: NFKC
 * (full-width and compatibility forms become plain ones, so "ｄｅｍｏ" is "demo") then full case
 * folding ("Ä"/"ä", "ß"/"ss", "Σ"/"ς"/"σ"). JavaScript has no case-fold function: upper- then
 * lower-casing gives the full folding's results for these cases and errs towards "same name"
 * (dotless ı folds with i), which is the safe side for uniqueness. The server stores the key with
 * a unique index; the name itself is kept as typed for display.
 */
export function usernameKey(name: string): string {
  return name.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");
}

/** Alphabets whose letters look alike ("е" Cyrillic, "e" Latin, "ο" Greek, "օ" Armenian). */
const CONFUSABLE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];

/**
 * True when a name takes letters from more than one of the look-alike alphabets, the mark of an
 * impersonation ("dеmo-partner" with a Cyrillic е). Names in one alphabet, with digits and
 * punctuation, pass; so do scripts that are not confusable with these.
 */
export function mixesScripts(name: string): boolean {
  const used = new Set<number>();
  for (const char of name.normalize("NFKC")) {
    const script = CONFUSABLE_SCRIPTS.findIndex((re) => re.test(char));
    if (script >= 0) used.add(script);
  }
  return used.size > 1;
}
