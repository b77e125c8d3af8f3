import { useQuery } from '@tanstack/react-query';
import styles from '../../components/account/account.module.css';
import { recordsQuery } from '../../components/account/records-card';
import type { LinkItem } from '../../components/link-list';
import { LinkList } from '../../components/link-list';
import { type YardHistory, yardRunsQuery } from '../../lib/queries';
import { useT } from './messages';

/** The driving page for one item of the field's yard. */
const driveHref = (fieldId: number, item: string) => `/k2vr/drive?field_id=${fieldId}&item=${item}`;

type T = ReturnType<typeof useT>;

/**
 * What to drive next, in a few rows: the weak items (docs/yard-driving.md#history-and-weak-items), else the
 * last drive to try again, else an invitation to the first; and the hub with every item's record.
 */
function rows(h: YardHistory, t: T): LinkItem[] {
  const weak = h.items.filter((i) => i.weak);
  const latest = h.recent[0];
  const lastItem = latest && h.items.find((i) => i.key === latest.item);
  const first = h.items[0];
  const next: LinkItem[] = weak.length
    ? weak.map((i) => ({
        to: driveHref(h.field_id, i.key),
        testId: `yard-weak-${i.key}`,
        label: <span>{i.name}</span>,
        end: (
          <span className={styles.state}>
            {i.passes === 0 ? t('yard.weakNever') : t('yard.weak', { best: i.best_score ?? 0 })}
          </span>
        ),
      }))
    : latest && lastItem
      ? [
          {
            to: driveHref(h.field_id, latest.item),
            testId: 'yard-last',
            label: <span>{t('yard.last', { item: lastItem.name })}</span>,
            end: (
              <span className={styles.state}>
                {latest.passed ? t('yard.passed', { score: latest.score }) : t('yard.failed')}
              </span>
            ),
          },
        ]
      : first
        ? [
            {
              to: driveHref(h.field_id, first.key),
              testId: 'yard-first',
              label: <span>{t('yard.none')}</span>,
              end: <span className={styles.state}>{t('yard.first', { item: first.name })}</span>,
            },
          ]
        : [];
  return [...next, { to: `/k2vr?field_id=${h.field_id}`, testId: 'yard-all', label: <span>{t('yard.all')}</span> }];
}

/**
 * '/center': the subject-two drives of the student's field, when it has a 3D yard. Only the records and one
 * small read: no yard code loads here.
 */
export function YardCard() {
  const t = useT();
  const records = useQuery(recordsQuery());
  const hasYard = records.data?.vr?.has_yard === true;
  const history = useQuery({ ...yardRunsQuery(null), enabled: hasYard });
  if (!hasYard || !history.data) return null;
  return (
    <nav className={styles.group} aria-label={t('yard.title')} data-testid="yard-card">
      <h2 className={styles.groupTitle}>{t('yard.title')}</h2>
      <LinkList
        className={styles.links}
        linkClassName={styles.link}
        endClassName={styles.linkEnd}
        items={rows(history.data, t)}
      />
    </nav>
  );
}
