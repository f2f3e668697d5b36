import { useId } from "react";
import { ChartDataTable, type ChartPoint } from "./chart-data-table.tsx";

interface ColumnChartProps {
  title: string;
  /** One sentence that says what the chart shows (the image's accessible name). */
  summary: string;
  labelHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
}

const W = 360;
const H = 200;
const TOP = 18;
const BOTTOM = 34;
/** Room each side for the outer columns' week labels, which are wider than a column. */
const SIDE = 16;

/**
 * Vertical columns (bookings per week). The SVG scales to its box; every column carries its
 * number, and every other label names its week, so nothing is told by colour or height alone.
 */
export function ColumnChart({
  title,
  summary,
  labelHeader,
  valueHeader,
  points,
}: ColumnChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = (W - 2 * SIDE) / Math.max(1, points.length);
  const plot = H - TOP - BOTTOM;
  return (
    <div>
      <svg
        role="img"
        aria-label={summary}
        aria-describedby={titleId}
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-2xl text-base-content"
      >
        <title id={titleId}>{title}</title>
        <line
          x1={0}
          x2={W}
          y1={H - BOTTOM}
          y2={H - BOTTOM}
          stroke="currentColor"
          strokeOpacity={0.4}
        />
        {points.map((p, i) => {
          const h = (p.value / max) * plot;
          const x = SIDE + i * slot + slot * 0.15;
          const y = H - BOTTOM - h;
          return (
            <g key={p.id}>
              <rect x={x} y={y} width={slot * 0.7} height={h} rx={2} className="fill-primary" />
              <text
                x={x + slot * 0.35}
                y={y - 4}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
              >
                {p.text}
              </text>
              {i % 2 === points.length % 2 ? null : (
                <text
                  x={x + slot * 0.35}
                  y={H - BOTTOM + 16}
                  textAnchor="middle"
                  fontSize={10}
                  fill="currentColor"
                >
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartDataTable
        caption={title}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        points={points}
      />
    </div>
  );
}
