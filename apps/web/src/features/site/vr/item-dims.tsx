import type { YardDims } from '@xueche/contract';
import { type MessageKey, useT } from './messages';
import styles from './vr.module.css';

/** An item's measurements as the field built them, in metres (the slope in per cent). */
export function ItemDims({ dims }: { dims: YardDims }) {
  const t = useT();
  const rows = Object.entries(dims).filter(([k]) => k !== 'key') as [string, number][];
  return (
    <dl className={styles.dims} data-testid="item-dims">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{t(`dims.${k}` as MessageKey)}</dt>
          <dd>{k === 'slope_pct' ? t('dims.percent', { n: v }) : t('dims.metres', { n: v.toFixed(2) })}</dd>
        </div>
      ))}
    </dl>
  );
}
