import { useT } from './messages';
import styles from './news.module.css';

export interface SubjectSeries {
  subject: number;
  title: string;
  months: { month: string; takers: number; passed: number; pass_rate: number }[];
}

const W = 340;
const H = 210;
const PAD = { left: 38, right: 14, top: 12, bottom: 28 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
const GRID = [0, 25, 50, 75, 100];
const MAX_X_LABELS = 6;

/** One colour per subject, the same on every screen. */
export const SUBJECT_COLORS: Record<number, string> = {
  1: 'var(--brand)',
  2: 'var(--warning-bright)',
  3: 'var(--success-bright)',
  4: 'var(--magenta-bright)',
};
const colorOf = (subject: number) => SUBJECT_COLORS[subject] ?? 'var(--purple)';

const clamp = (rate: number) => Math.min(100, Math.max(0, rate));
const yOf = (rate: number) => PAD.top + ((100 - clamp(rate)) / 100) * PLOT_H;
const xOf = (index: number, count: number) =>
  count <= 1 ? PAD.left + PLOT_W / 2 : PAD.left + (index / (count - 1)) * PLOT_W;

/** A rate as written in the page: one decimal at most. */
export const formatRate = (rate: number) => (Number.isInteger(rate) ? String(rate) : rate.toFixed(1));

/** 'YYYY-MM' → its parts (month 1–12), for labels. */
export function monthParts(month: string): { y: string; m: number; mm: string } {
  const [y = '', mm = ''] = month.split('-');
  return { y, m: Number(mm), mm };
}

/** Pass rate (0–100 %) per month, one line per subject, with a legend and a spoken summary. */
export function PassRateChart({ field, subjects }: { field: string; subjects: SubjectSeries[] }) {
  const t = useT();
  const months = [...new Set(subjects.flatMap((s) => s.months.map((m) => m.month)))].sort();
  if (months.length === 0) return null;
  const index = new Map(months.map((m, i) => [m, i]));
  const full = (month: string) => t('stats.monthFull', monthParts(month));

  const summary = t('stats.chartSummary', {
    field,
    from: full(months[0] as string),
    to: full(months[months.length - 1] as string),
    subjects: subjects
      .filter((s) => s.months.length > 0)
      .map((s) => {
        const rates = s.months.map((m) => m.pass_rate);
        return t('stats.chartSubject', {
          title: s.title,
          rate: formatRate(rates[rates.length - 1] ?? 0),
          max: formatRate(Math.max(...rates)),
          min: formatRate(Math.min(...rates)),
        });
      })
      .join('；'),
  });

  const step = Math.max(1, Math.ceil(months.length / MAX_X_LABELS));
  // Counted back from the latest month, so it is always labelled and the spacing stays even.
  const labelled = months.filter((_, i) => (months.length - 1 - i) % step === 0);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        data-testid="pass-rate-chart"
      >
        <title>{summary}</title>
        {GRID.map((g) => (
          <g key={g}>
            <line x1={PAD.left} x2={W - PAD.right} y1={yOf(g)} y2={yOf(g)} stroke="var(--line)" strokeWidth="1" />
            <text x={PAD.left - 6} y={yOf(g) + 3.5} textAnchor="end" fontSize="10" fill="var(--text-faint)">
              {g}%
            </text>
          </g>
        ))}
        {labelled.map((month) => {
          const i = index.get(month) ?? 0;
          const anchor =
            months.length === 1 ? 'middle' : i === 0 ? 'start' : i === months.length - 1 ? 'end' : 'middle';
          return (
            <text
              key={month}
              x={xOf(i, months.length)}
              y={H - 8}
              textAnchor={anchor}
              fontSize="10"
              fill="var(--text-faint)"
            >
              {t('stats.month', monthParts(month))}
            </text>
          );
        })}
        {subjects.map((s) => {
          const points = s.months
            .map((m) => ({ ...m, x: xOf(index.get(m.month) ?? 0, months.length), y: yOf(m.pass_rate) }))
            .sort((a, b) => a.x - b.x);
          const color = colorOf(s.subject);
          return (
            <g key={s.subject} data-subject={s.subject}>
              {points.length > 1 && (
                <polyline
                  points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
                  fill="none"
                  stroke={color}
                  strokeWidth="2"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              )}
              {points.map((p) => (
                <circle
                  key={p.month}
                  cx={p.x}
                  cy={p.y}
                  r={months.length > 12 ? 2 : 2.8}
                  fill={color}
                  stroke="var(--surface)"
                  strokeWidth="1"
                />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend} data-testid="chart-legend">
          {subjects.map((s) => (
            <li key={s.subject} className={styles.legendItem}>
              <span className={styles.legendSwatch} style={{ background: colorOf(s.subject) }} aria-hidden="true" />
              {s.title}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
