import { ChartFrame, type ChartProps } from "./chart-frame.tsx";

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
export function ColumnChart(chart: ChartProps) {
  const { points } = chart;
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = (W - 2 * SIDE) / Math.max(1, points.length);
  const plot = H - TOP - BOTTOM;
  return (
    <ChartFrame {...chart} width={W} height={H}>
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
    </ChartFrame>
  );
}
