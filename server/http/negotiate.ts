/** The content codings this server can send, best first (smallest for JSON, JS and CSS). */
export type Encoding = "br" | "gzip" | "identity";

export type CompressedEncoding = Exclude<Encoding, "identity">;

const COMPRESSED: readonly CompressedEncoding[] = ["br", "gzip"];

/**
 * The coding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): the client's
 * highest q-value among br and gzip wins, ties go to br (smaller). `*` stands for every coding
 * not named. `identity` is acceptable unless excluded (`identity;q=0` or `*;q=0`), and chosen
 * when nothing compressed is acceptable or the client names it with a higher q. `offered`: the
 * compressed copies there are (a file may have only a .gz), in our order. Returns null
 * when the client refuses everything we have (identity included): the caller then sends
 * identity anyway, as most servers do, rather than a 406 that no browser ever needs.
 */
export function negotiateEncoding(
  header: string | null | undefined,
  offered: readonly CompressedEncoding[] = COMPRESSED,
): Encoding | null {
  if (!header) return "identity";
  const named = new Map<string, number>();
  let star: number | undefined;
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") q = Number.parseFloat(value ?? "") || 0;
    }
    if (name === "*") star = q;
    else named.set(name === "x-gzip" ? "gzip" : name, q);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const q = named.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  // Unnamed, identity is acceptable but never preferred; named, its q-value competes.
  const identity = named.get("identity");
  if (identity !== undefined && identity > bestQ) return "identity";
  if (best) return best;
  return (identity ?? star ?? 1) > 0 ? "identity" : null;
}
