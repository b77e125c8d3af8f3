import { useQuery } from '@tanstack/react-query';
import { atlas, atlasEntry, atlasGroupTitle } from '@xueche/atlas';
import { useParams } from 'react-router';
import { Link } from '../../components/link';
import { NotFoundState } from '../../components/not-found-state';
import { QueryBody } from '../../components/query-page';
import styles from './atlas.module.css';
import { atlasProgressQuery, atlasQuestionsQuery } from './atlas-api';
import { AtlasPicture } from './atlas-picture';
import { type MessageKey, useT } from './messages';

/** '/atlas/:key': one entry drawn large, its meaning, its rule, and the bank's questions that picture it. */
export default function EntryPage() {
  const t = useT();
  const { key = '' } = useParams();
  const entry = atlasEntry(key);
  const questions = useQuery({ ...atlasQuestionsQuery(key), enabled: Boolean(entry) });
  const progress = useQuery(atlasProgressQuery());
  if (!entry) return <NotFoundState text={t('entry.notFound')} action={t('entry.back')} to="/atlas" />;
  const siblings = atlas.filter((e) => e.group === entry.group);
  const at = siblings.indexOf(entry);
  const prev = siblings[at - 1];
  const next = siblings[at + 1];
  const mine = progress.data?.entries.find((e) => e.key === entry.key);

  return (
    <article className={styles.page} data-testid="atlas-entry" data-key={entry.key}>
      <div className={styles.hero}>
        <AtlasPicture entry={entry} className={styles.heroPicture} />
      </div>
      <h1 className={styles.title}>{entry.name}</h1>
      <p className={styles.note}>
        <Link to={`/atlas?group=${entry.group}`}>{atlasGroupTitle(entry.group)}</Link>
        {entry.aliases?.length ? ` · ${t('entry.aliases')}：${entry.aliases.join('、')}` : ''}
      </p>
      <section className={styles.card}>
        <h2>{t('entry.meaning')}</h2>
        <p data-testid="atlas-meaning">{entry.meaning}</p>
        <h2>{t('entry.rule')}</h2>
        <p data-testid="atlas-rule">{entry.rule}</p>
        {mine && <p className={styles.note}>{t('entry.mine', { answers: mine.answers, rights: mine.rights })}</p>}
      </section>

      <section className={styles.card} data-testid="atlas-questions">
        <QueryBody query={questions} loadFailed={t('common.pageError')}>
          {({ questions: list }) => (
            <>
              <h2>{t('entry.questions', { n: list.length })}</h2>
              {list.length === 0 && <p className={styles.note}>{t('entry.noQuestions')}</p>}
              <ol className={styles.questions}>
                {list.map((q) => (
                  <li key={q.id}>
                    <span className={styles.subjectTag}>{t(`subject.${q.subject}` as MessageKey)}</span> {q.stem}
                  </li>
                ))}
              </ol>
              {([1, 4] as const).map((subject) => {
                const n = list.filter((q) => q.subject === subject).length;
                return n > 0 ? (
                  <Link
                    key={subject}
                    className={styles.more}
                    to={`/ke/practice?subject=${subject}&mode=picture&picture=${entry.key}`}
                    data-testid={`atlas-practise-${subject}`}
                  >
                    {t('entry.practise', { n, subject: t(`subject.${subject}`) })}
                  </Link>
                ) : null;
              })}
            </>
          )}
        </QueryBody>
      </section>

      <nav className={styles.pager}>
        {prev ? <Link to={`/atlas/${prev.key}`}>{t('entry.prev')}</Link> : <span />}
        {next ? (
          <Link to={`/atlas/${next.key}`} data-testid="atlas-next">
            {t('entry.next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
