import { useQuery } from '@tanstack/react-query';
import type { HelpItem } from '@xueche/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Chevron } from '../../components/chevron';
import { Link } from '../../components/link';
import { RichText } from '../../components/rich-text';
import { errorMessage } from '../../lib/api-error';
import styles from './help.module.css';
import { useT } from './messages';
import { audienceOf, helpListQuery, helpOneQuery, videosPathOf } from './queries';

/**
 * '/app-help-list' (students) and '/coach-help-list' (coaches): that audience's help articles as an
 * accordion; an opened entry loads its answer inline.
 */
export default function HelpListPage() {
  const t = useT();
  const audience = audienceOf(useLocation().pathname);
  const { data, error, isPending, refetch } = useQuery(helpListQuery('article', audience));
  const [open, setOpen] = useState<number | undefined>(undefined);

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{t('help.title')}</h1>
      <Link className={styles.videoLink} to={videosPathOf(audience)} data-testid="help-videos-link">
        <span className={styles.videoLinkIcon} aria-hidden="true">
          ▶
        </span>
        <span className={styles.videoLinkText}>
          <strong>{t('help.videosLink')}</strong>
          <small>{t('help.videosHint')}</small>
        </span>
        <Chevron />
      </Link>
      {isPending ? (
        <Loading />
      ) : !data ? (
        <Failed message={errorMessage(error, t('help.loadFailed'))} onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <Empty text={t('help.empty')} />
      ) : (
        <ul className={styles.accordion}>
          {data.list.map((item) => (
            <HelpEntry
              key={item.id}
              item={item}
              open={open === item.id}
              onToggle={() => setOpen((current) => (current === item.id ? undefined : item.id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function HelpEntry({ item, open, onToggle }: { item: HelpItem; open: boolean; onToggle: () => void }) {
  const panelId = `help-panel-${item.id}`;
  return (
    <li className={styles.entry} data-testid="help-item" data-open={open}>
      <h2 className={styles.entryHeading}>
        <button
          type="button"
          className={styles.entryButton}
          aria-expanded={open}
          aria-controls={panelId}
          id={`help-head-${item.id}`}
          onClick={onToggle}
        >
          <span className={styles.entryText}>
            <span className={styles.entryTitle}>{item.title}</span>
            {item.summary && !open && <span className={styles.entrySummary}>{item.summary}</span>}
          </span>
          <span className={`${styles.caret} ${open ? styles.caretOpen : ''}`} aria-hidden="true">
            ›
          </span>
        </button>
      </h2>
      {open && (
        <section id={panelId} aria-labelledby={`help-head-${item.id}`} className={styles.entryPanel}>
          <HelpBody id={item.id} />
        </section>
      )}
    </li>
  );
}

function HelpBody({ id }: { id: number }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(helpOneQuery(id));
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, t('help.bodyFailed'))} onRetry={() => void refetch()} />;
  return <RichText html={data.body} testId="help-body" compact />;
}
