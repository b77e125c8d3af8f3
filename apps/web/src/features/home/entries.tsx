import { Link } from '../../components/link';
// A file of its own (not inlined into the script): the icons stay out of the first load's JavaScript.
import icons from './entry-icons.svg?no-inline';
import styles from './home.module.css';
import { type MessageKey, useT } from './messages';

interface Entry {
  to: string;
  label: MessageKey;
  /** The symbol's id in entry-icons.svg. */
  icon: string;
  color: string;
}

/** Doors into each area of the product; most lead to coming-soon pages until their issues land. */
export const HOME_ENTRIES: Entry[] = [
  { to: '/site/ke1', label: 'entry.ke1', icon: 'ke1', color: 'var(--brand)' },
  { to: '/pay/k2', label: 'entry.ke2', icon: 'ke2', color: 'var(--cyan-bright)' },
  { to: '/pay/k3', label: 'entry.ke3', icon: 'ke3', color: 'var(--success-bright)' },
  { to: '/site/ke4', label: 'entry.ke4', icon: 'ke4', color: 'var(--warning-bright)' },
  { to: '/roadmap', label: 'entry.roadmap', icon: 'roadmap', color: 'var(--geekblue)' },
  { to: '/k2vr', label: 'entry.vr', icon: 'vr', color: 'var(--purple)' },
  { to: '/light', label: 'entry.light', icon: 'light', color: 'var(--gold-bright)' },
  { to: '/pin', label: 'entry.pin', icon: 'pin', color: 'var(--magenta-bright)' },
  { to: '/train/index', label: 'entry.train', icon: 'train', color: 'var(--cyan)' },
  { to: '/news_g/index', label: 'entry.news', icon: 'news', color: 'var(--geekblue-bright)' },
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
                <svg className={styles.entryGlyph} aria-hidden="true">
                  <use href={`${icons}#${entry.icon}`} />
                </svg>
              </span>
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
