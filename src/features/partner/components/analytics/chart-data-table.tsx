export interface ChartPoint {
  /** Unique within the chart (two experiences may share a title). */
  id: string;
  label: string;
  value: number;
  /** The value as the chart prints it ("60%", "4.5 / 5"). */
  text: string;
}

/** The numbers behind a chart, as a table for screen readers (the picture is one image to them). */
export function ChartDataTable({
  caption,
  labelHeader,
  valueHeader,
  points,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
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
  );
}
