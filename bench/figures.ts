/**
 * The bench's bookkeeping: every figure is measured BENCH_RUNS times (default 3) beside its
 * anchor from the same run, and printed as min / median / max with the ratio to the anchor.
 */

export interface Figure {
  /** What was measured, e.g. "push 1,000 mutations". */
  name: string;
  unit: string;
  values: number[];
  /** The same-run anchor the figure is held to, e.g. raw SQLite inserts of the same rows. */
  anchor?: { name: string; values: number[] };
  /** The target, in words ("≤ 1.6× floor", "< 300 ms"). */
  target?: string;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Figures by name, in the order first recorded. */
export class Figures {
  readonly all = new Map<string, Figure>();

  add(
    name: string,
    value: number,
    unit: string,
    extra: { anchor?: [string, number]; target?: string } = {},
  ): void {
    let figure = this.all.get(name);
    if (!figure) {
      figure = { name, unit, values: [] };
      if (extra.anchor) figure.anchor = { name: extra.anchor[0], values: [] };
      if (extra.target) figure.target = extra.target;
      this.all.set(name, figure);
    }
    figure.values.push(value);
    if (extra.anchor) figure.anchor?.values.push(extra.anchor[1]);
  }

  /** A table: min / median / max, the anchor's median and the median of the per-run ratios. */
  table(): string {
    const fmt = (n: number, unit: string) =>
      `${n >= 100 || unit === "req/s" ? n.toFixed(0) : n.toFixed(n >= 10 ? 1 : 2)} ${unit}`;
    const rows = [...this.all.values()].map((f) => {
      const ratios = f.anchor
        ? f.values.map((v, i) => v / (f.anchor?.values[i] ?? Number.NaN))
        : [];
      return [
        f.name,
        `${fmt(Math.min(...f.values), f.unit)} / ${fmt(median(f.values), f.unit)} / ${fmt(Math.max(...f.values), f.unit)}`,
        f.anchor ? `${f.anchor.name} ${fmt(median(f.anchor.values), f.unit)}` : "",
        f.anchor ? `${median(ratios).toFixed(2)}×` : "",
        f.target ?? "",
      ];
    });
    const head = ["figure", "min / median / max", "anchor (median, same run)", "ratio", "target"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
    const line = (cells: string[]) =>
      `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
    return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
  }
}
