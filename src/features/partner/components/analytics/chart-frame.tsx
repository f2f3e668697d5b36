import { type ReactNode, useId } from "react";

export interface ChartPoint {
  /** Unique within the chart (two experiences may share a title). */
  id: string;
  label: string;
  value: number;
  /** The value as the chart prints it ("60%", "4.5 / 5"). */
  text: string;
}

/** What every chart is given: its title, what it shows in one sentence, and its points. */
export interface ChartProps {
  title: string;
  /** One sentence that says what the chart shows (the image's accessible name). */
  summary: string;
  labelHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
}

/**
 * A chart's frame: the picture (drawn by the caller in a `width` × `height` box that scales to
 * its room) as one image named by its summary, then the numbers behind it as a table for screen
 * readers.
 */
export function ChartFrame({
  title,
  summary,
  labelHeader,
  valueHeader,
  points,
  width,
  height,
  children,
}: ChartProps & { width: number; height: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <div>
      <svg
        role="img"
        aria-label={summary}
        aria-describedby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-2xl text-base-content"
      >
        <title id={titleId}>{title}</title>
        {children}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.label}</th>
              <td>{p.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
