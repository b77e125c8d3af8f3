import styles from './coach.module.css';

export interface DayValue {
  /** "YYYY-MM-DD" (China day). */
  day: string;
  value: number;
}

const W = 340;
const H = 170;
const PAD = { left: 40, right: 10, top: 14, bottom: 24 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/** A round top for the axis: 1, 2 or 5 times a power of ten, so the grid labels read cleanly. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

const short = (day: string) => day.slice(5);

/** A grid label: whole numbers plain, fractions with what they need, thousands as "1.5k". */
export function axisNumber(n: number): string {
  if (n >= 1000) return `${Number((n / 1000).toFixed(1))}k`;
  return String(Number(n.toFixed(2)));
}

/**
 * Daily values as bars (oldest left), with a zero line, a mid and a top grid line, and the first, middle
 * and last day under the axis. The summary is the chart's accessible name, so a screen reader hears the
 * figures, not the drawing.
 */
export function DayChart({
  days,
  format,
  summary,
  color = 'var(--brand)',
  counts = false,
  testId,
}: {
  days: DayValue[];
  format: (value: number) => string;
  summary: string;
  color?: string;
  /** Whole things (people): the mid grid line must be a whole number too. */
  counts?: boolean;
  testId?: string;
}) {
  if (!days.length) return null;
  const nice = niceMax(Math.max(...days.map((d) => d.value)));
  const top = counts && nice % 2 ? nice * 2 : nice;
  const slot = PLOT_W / days.length;
  const bar = Math.max(2, Math.min(22, slot * 0.62));
  const yOf = (v: number) => PAD.top + PLOT_H - (Math.max(0, v) / top) * PLOT_H;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} data-testid={testId}>
      <title>{summary}</title>
      {[0, top / 2, top].map((g) => (
        <g key={g}>
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(g)} y2={yOf(g)} stroke="var(--line)" strokeWidth="1" />
          <text x={PAD.left - 5} y={yOf(g) + 3.5} textAnchor="end" fontSize="9.5" fill="var(--text-faint)">
            {format(g)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + slot * i + (slot - bar) / 2;
        const y = yOf(d.value);
        return (
          <g key={d.day} data-day={d.day} data-value={d.value}>
            <rect
              x={x}
              y={d.value > 0 ? y : yOf(0) - 1}
              width={bar}
              height={d.value > 0 ? yOf(0) - y : 1}
              rx={Math.min(3, bar / 3)}
              fill={d.value > 0 ? color : 'var(--line-strong)'}
            />
            {labelled.has(i) && (
              <text x={x + bar / 2} y={H - 8} textAnchor="middle" fontSize="9.5" fill="var(--text-faint)">
                {short(d.day)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
