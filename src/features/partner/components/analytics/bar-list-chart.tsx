import { ChartFrame, type ChartProps } from "./chart-frame.tsx";

interface BarListChartProps extends ChartProps {
  /** The value a full bar stands for (1 for a rate, 5 for a rating, else the largest value). */
  max?: number;
}

const W = 360;
const ROW = 44;
const LABEL_CHARS = 48;

const shorten = (text: string) =>
  text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text;

/**
 * Horizontal bars, one per experience: its name above, the bar and its printed value below.
 * Long names are shortened in the picture only; the table keeps them whole.
 */
export function BarListChart({ max, ...chart }: BarListChartProps) {
  const { points } = chart;
  const full = max ?? Math.max(1, ...points.map((p) => p.value));
  const barSpace = W - 64;
  return (
    <ChartFrame {...chart} width={W} height={points.length * ROW}>
      {points.map((p, i) => {
        const y = i * ROW;
        const w = Math.max(2, (Math.min(p.value, full) / full) * barSpace);
        return (
          <g key={p.id}>
            <text x={0} y={y + 13} fontSize={12} fill="currentColor">
              {shorten(p.label)}
            </text>
            <rect x={0} y={y + 19} width={barSpace} height={14} rx={3} className="fill-base-300" />
            <rect x={0} y={y + 19} width={w} height={14} rx={3} className="fill-primary" />
            <text x={barSpace + 6} y={y + 31} fontSize={12} fontWeight={600} fill="currentColor">
              {p.text}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
