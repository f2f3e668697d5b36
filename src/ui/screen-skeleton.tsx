import { FIGURES_GRID, FigureSkeleton } from "./figure.tsx";

/**
 * One part of a screen as it will look once its rows are read: "figures", the dashboards' row of
 * four figures, or a section drawn as boxes. Each size is given as the loaded section's classes,
 * so nothing moves when the rows arrive.
 */
export type SkeletonPart =
  | "figures"
  | {
      /** Which section it stands for (unique on the screen). */
      name: string;
      /** The section's heading line above its boxes (its height and room below). */
      heading?: string;
      /** How many boxes (one unless said) and the grid the loaded section lays its cards in. */
      count?: number;
      grid?: string;
      /** Each box's height, e.g. `pt-[calc(62.5%+15rem)]` for an 8:5 picture over a card's text. */
      box: string;
    };

/**
 * A screen's placeholder while IndexedDB answers (or the first sync on this device runs): its
 * parts, 40 px apart as the loaded sections are, and one spoken "loading" line. The boxes are
 * hidden from assistive technology.
 */
export function ScreenSkeleton({
  label,
  parts,
  testId,
}: {
  /** What is loading, said once to assistive technology. */
  label: string;
  parts: readonly SkeletonPart[];
  testId?: string;
}) {
  return (
    <div aria-busy="true" data-testid={testId} className="pb-8">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-10">
        {parts.map((part) =>
          part === "figures" ? (
            <div key={part} className={FIGURES_GRID}>
              {[1, 2, 3, 4].map((n) => (
                <FigureSkeleton key={n} />
              ))}
            </div>
          ) : (
            <div key={part.name}>
              {part.heading ? <div className={`skeleton max-w-full ${part.heading}`} /> : null}
              <div className={`grid ${part.grid ?? ""}`}>
                {[...Array(part.count ?? 1).keys()].map((n) => (
                  <div key={n} className={`skeleton w-full ${part.box}`} />
                ))}
              </div>
            </div>
          ),
        )}
      </div>
    </div>
  );
}
