import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AtlasEntry, type AtlasQuestion, atlas, atlasEntry, quizRound } from '@xueche/atlas';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import styles from './atlas.module.css';
import { type AtlasProgress, atlasKeys, atlasProgressQuery } from './atlas-api';
import { AtlasGrid } from './atlas-grid';
import { AtlasPicture } from './atlas-picture';
import { useT } from './messages';

const ROUND = 10;

/**
 * How often an entry comes up: never practised or last missed more often, each right answer less; so a round
 * spends its questions where the student is weak.
 */
export function practiceWeight(progress: AtlasProgress | undefined) {
  const byKey = new Map(progress?.entries.map((e) => [e.key, e]));
  return (entry: AtlasEntry) => {
    const mine = byKey.get(entry.key);
    if (!mine) return 2;
    if (!mine.last_right) return 4;
    return 1 / (1 + mine.rights);
  };
}

/** '/atlas/practice?kind=|group=': rounds of ten "what is this?" questions; each answer is counted. */
export default function AtlasPracticePage() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const group = params.get('group');
  const progress = useQuery(atlasProgressQuery());
  const pool = useMemo(
    () => atlas.filter((e) => (!kind || e.kind === kind) && (!group || e.group === group)),
    [kind, group],
  );
  // A round is drawn once the progress is read (or failed to read), and anew on "another round".
  const [round, setRound] = useState(0);
  if (progress.isPending) return <div className={styles.page} />;
  const weight = practiceWeight(progress.data);
  return (
    <Round
      key={round}
      draw={() => quizRound(pool.length >= 4 ? pool : atlas, ROUND, Math.random, weight)}
      onAgain={() => setRound((r) => r + 1)}
    />
  );
}

function Round({ draw, onAgain }: { draw: () => AtlasQuestion[]; onAgain: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [questions] = useState(draw);
  const [at, setAt] = useState(0);
  const [picked, setPicked] = useState<(string | null)[]>(() => questions.map(() => null));
  const question = questions[at];

  if (!question || at >= questions.length) {
    const missed = questions.flatMap((q, i) => (picked[i] === q.key ? [] : [atlasEntry(q.key) as AtlasEntry]));
    return (
      <div className={styles.page} data-testid="atlas-round-done">
        <h1 className={styles.title}>
          {t('practice.done', { right: questions.length - missed.length, total: questions.length })}
        </h1>
        {missed.length > 0 && (
          <>
            <h2 className={styles.sectionTitle}>{t('practice.missed')}</h2>
            <AtlasGrid entries={missed} />
          </>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onAgain} data-testid="atlas-again">
            {t('practice.again')}
          </button>
          <Link className={styles.more} to="/atlas">
            {t('practice.back')}
          </Link>
        </div>
      </div>
    );
  }

  const entry = atlasEntry(question.key) as AtlasEntry;
  const chosen = picked[at] ?? null;
  const pick = (key: string) => {
    if (chosen) return;
    setPicked((p) => p.map((v, i) => (i === at ? key : v)));
    api('POST /v2/atlas/answers', { body: { key: question.key, chosen: key } })
      .then(() => client.invalidateQueries({ queryKey: atlasKeys.progress }))
      .catch(() => toast(t('practice.saveFailed'), 'fail'));
  };
  return (
    <div className={styles.page} data-testid="atlas-practice">
      <header className={styles.topBar}>
        <span>{t('practice.title')}</span>
        <span data-testid="atlas-count">{t('practice.count', { n: at + 1, total: questions.length })}</span>
      </header>
      <div className={styles.hero}>
        <AtlasPicture entry={entry} className={styles.heroPicture} alt={t('practice.ask')} />
      </div>
      <p className={styles.ask}>{t('practice.ask')}</p>
      <div className={styles.choices}>
        {question.choices.map((key) => {
          const state = !chosen ? '' : key === question.key ? styles.right : key === chosen ? styles.wrong : '';
          return (
            <button
              key={key}
              type="button"
              className={`${styles.choice} ${state}`}
              disabled={Boolean(chosen)}
              data-testid="atlas-choice"
              data-key={key}
              onClick={() => pick(key)}
            >
              {atlasEntry(key)?.name}
            </button>
          );
        })}
      </div>
      {chosen && (
        <section className={styles.card} aria-live="polite" data-testid="atlas-verdict">
          <p className={chosen === question.key ? styles.verdictRight : styles.verdictWrong}>
            {chosen === question.key ? t('practice.right') : t('practice.wrong', { name: entry.name })}
          </p>
          <p>{entry.meaning}</p>
          <p className={styles.note}>{entry.rule}</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => setAt(at + 1)}
            data-testid="atlas-next-question"
          >
            {at + 1 < questions.length ? t('practice.next') : t('practice.finish')}
          </button>
        </section>
      )}
    </div>
  );
}
