import styles from './history.module.css';
import { useT } from './messages';
import { PASS_MARK } from './queries';

export interface TrendPoint {
  id: string;
  score: number;
}

const W = 320;
const H = 180;
const PAD = { left: 30, right: 14, top: 14, bottom: 26 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
const GRID = [0, 50, 100];

const clamp = (score: number) => Math.min(100, Math.max(0, score));
export const yOf = (score: number) => PAD.top + ((100 - clamp(score)) / 100) * PLOT_H;
export const xOf = (index: number, count: number) =>
  count <= 1 ? PAD.left + PLOT_W / 2 : PAD.left + (index / (count - 1)) * PLOT_W;

/** Mock scores in exam order (oldest first) as a line over 0–100, the pass mark dashed. */
export function ScoreTrend({
  points,
  firstOrder = 1,
  passMark = PASS_MARK,
}: {
  points: TrendPoint[];
  /** The order number of the first point among all the user's exams (the trend holds only the latest). */
  firstOrder?: number;
  passMark?: number;
}) {
  const t = useT();
  if (!points.length) return null;

  const scores = points.map((p) => p.score);
  const summary = t('trend.summary', {
    count: points.length,
    min: Math.min(...scores),
    max: Math.max(...scores),
    last: scores[scores.length - 1] ?? 0,
    passed: scores.filter((s) => s >= passMark).length,
    pass: passMark,
  });
  const coords = points.map((p, i) => ({ ...p, x: xOf(i, points.length), y: yOf(p.score) }));
  const line = coords.map((c) => `${c.x.toFixed(1)},${c.y.toFixed(1)}`).join(' ');
  const first = coords[0];
  const last = coords[coords.length - 1];
  const area =
    first && last && coords.length > 1
      ? `${line} ${last.x.toFixed(1)},${yOf(0).toFixed(1)} ${first.x.toFixed(1)},${yOf(0).toFixed(1)}`
      : '';
  const passY = yOf(passMark);

  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} data-testid="score-trend">
      <title>{summary}</title>
      {GRID.map((g) => (
        <g key={g}>
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(g)} y2={yOf(g)} stroke="var(--line)" strokeWidth="1" />
          <text x={PAD.left - 6} y={yOf(g) + 3.5} textAnchor="end" fontSize="10" fill="var(--text-faint)">
            {g}
          </text>
        </g>
      ))}
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={passY}
        y2={passY}
        stroke="var(--warning-bright)"
        strokeWidth="1.2"
        strokeDasharray="5 4"
        data-testid="pass-line"
      />
      <text x={W - PAD.right} y={passY + 12} textAnchor="end" fontSize="10" fill="var(--warning)">
        {t('trend.passLine', { pass: passMark })}
      </text>
      {area && <polygon points={area} fill="var(--brand)" fillOpacity="0.07" />}
      {coords.length > 1 && (
        <polyline
          points={line}
          fill="none"
          stroke="var(--brand)"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      {coords.map((c) => (
        <circle
          key={c.id}
          cx={c.x}
          cy={c.y}
          r={coords.length > 12 ? 3.2 : 4.2}
          fill={c.score >= passMark ? 'var(--success)' : 'var(--danger)'}
          stroke="var(--surface)"
          strokeWidth="1.5"
          data-passed={c.score >= passMark}
        />
      ))}
      {first && (
        <text
          x={first.x}
          y={H - 8}
          textAnchor={coords.length > 1 ? 'start' : 'middle'}
          fontSize="10"
          fill="var(--text-faint)"
        >
          {t('trend.order', { n: firstOrder })}
        </text>
      )}
      {last && coords.length > 1 && (
        <text x={last.x} y={H - 8} textAnchor="end" fontSize="10" fill="var(--text-faint)">
          {t('trend.order', { n: firstOrder + coords.length - 1 })}
        </text>
      )}
    </svg>
  );
}
