import { Link } from 'react-router';
import styles from './home.module.css';
import { type MessageKey, useT } from './messages';

interface Entry {
  to: string;
  label: MessageKey;
  mark: string;
  color: string;
}

/** Doors into each area of the product; most lead to coming-soon pages until their issues land. */
export const HOME_ENTRIES: Entry[] = [
  { to: '/site/ke1', label: 'entry.ke1', mark: '一', color: '#1677ff' },
  { to: '/pay/k2', label: 'entry.ke2', mark: '二', color: '#13c2c2' },
  { to: '/pay/k3', label: 'entry.ke3', mark: '三', color: '#52c41a' },
  { to: '/site/ke4', label: 'entry.ke4', mark: '四', color: '#fa8c16' },
  { to: '/roadmap', label: 'entry.roadmap', mark: '路', color: '#2f54eb' },
  { to: '/k2vr', label: 'entry.vr', mark: 'VR', color: '#722ed1' },
  { to: '/light', label: 'entry.light', mark: '灯', color: '#faad14' },
  { to: '/pin', label: 'entry.pin', mark: '拼', color: '#eb2f96' },
  { to: '/train/index', label: 'entry.train', mark: '陪', color: '#08979c' },
  { to: '/news_g/index', label: 'entry.news', mark: '讯', color: '#597ef7' },
];

export function Entries() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="home-services">
      <h2 id="home-services" className={styles.sectionTitle}>
        {t('home.services')}
      </h2>
      <ul className={styles.grid}>
        {HOME_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link className={styles.entry} to={entry.to}>
              <span className={styles.entryIcon} style={{ background: entry.color }} aria-hidden="true">
                {entry.mark}
              </span>
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
