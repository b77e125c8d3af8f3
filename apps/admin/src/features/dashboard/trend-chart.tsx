/**
 * A small bar chart of one daily series, drawn as SVG (no charting library: 30 bars do not need one). The
 * bars' heights are relative to the series' largest day; each bar has a tooltip with its day and value.
 */
export function TrendChart({
  days,
  value,
  format = String,
  color = 'var(--brand)',
  label,
}: {
  days: { date: string }[];
  value: (index: number) => number;
  format?: (n: number) => string;
  color?: string;
  label: string;
}) {
  const width = 600;
  const height = 140;
  const pad = { top: 8, bottom: 20, left: 4, right: 4 };
  const values = days.map((_, i) => value(i));
  const max = Math.max(1, ...values);
  const slot = (width - pad.left - pad.right) / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  const plot = height - pad.top - pad.bottom;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={label} data-testid="trend-chart">
      <line
        x1={pad.left}
        x2={width - pad.right}
        y1={height - pad.bottom}
        y2={height - pad.bottom}
        stroke="var(--line-strong)"
      />
      {days.map((d, i) => {
        const v = values[i] ?? 0;
        const h = (v / max) * plot;
        const x = pad.left + i * slot + (slot - bar) / 2;
        return (
          <rect
            key={d.date}
            x={x}
            y={height - pad.bottom - h}
            width={bar}
            height={Math.max(h, v > 0 ? 1 : 0)}
            fill={color}
            rx={1}
          >
            <title>{`${d.date}：${format(v)}`}</title>
          </rect>
        );
      })}
      {[0, Math.floor(days.length / 2), days.length - 1].map((i) =>
        days[i] ? (
          <text
            key={i}
            x={pad.left + i * slot + slot / 2}
            y={height - 4}
            fontSize={11}
            fill="var(--text-faint)"
            textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
          >
            {days[i]?.date.slice(5)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
