import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeMode, Subject } from '@xueche/contract';
import { type TouchEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { DebounceButton } from '../../components/debounce-button';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { toast } from '../../lib/toast';
import type { CellState } from './answer-sheet';
import { type MessageKey, useT } from './messages';
import { QuestionNav } from './question-nav';
import { QuestionCard, type Reveal } from './question-view';
import { BANK, parseSubject } from './subject';
import styles from './theory.module.css';
import { hubQuery, PAGE_SIZE, type PracticeScope, practicePageQuery, refreshProgress } from './theory-api';

const MODES: PracticeMode[] = [
  'sequential',
  'random',
  'chapter',
  'topic',
  'picture',
  'curated',
  'hard',
  'wrong',
  'favorite',
];
/** Scopes whose earlier answers are shown again when the user comes back (the others are for re-answering). */
const KEEPS_ANSWERS: PracticeMode[] = ['sequential', 'chapter', 'topic', 'picture', 'curated'];

function useScope(): PracticeScope {
  const [params] = useSearchParams();
  const mode = (MODES as string[]).includes(params.get('mode') ?? '')
    ? (params.get('mode') as PracticeMode)
    : 'sequential';
  const chapter = Number(params.get('chapter')) || undefined;
  const topic = params.get('topic') ?? undefined;
  const picture = params.get('picture') ?? undefined;
  const seed = params.get('seed') ?? undefined;
  const subject: Subject = parseSubject(params.get('subject'));
  return useMemo(
    () => ({ subject, mode, chapter, topic, picture, seed }),
    [subject, mode, chapter, topic, picture, seed],
  );
}

const pageOf = (position: number) => Math.floor(position / PAGE_SIZE) + 1;

/** '/ke/practice': one question at a time, instant verdict with the explanation, answer sheet, favourites. */
export default function PracticePage() {
  const t = useT();
  const scope = useScope();
  const [params, setParams] = useSearchParams();
  const urlPos = params.get('pos');
  const [position, setPosition] = useState<number | null>(
    urlPos !== null && /^\d+$/.test(urlPos) ? Number(urlPos) : null,
  );
  // The first page tells the scope's size and where it resumes; the screen loads the page it shows.
  const page = useQuery(practicePageQuery(scope, 1));
  const current = position ?? page.data?.resume ?? null;

  if (page.isError) {
    return <Failed full message={errorMessage(page.error, t('common.pageError'))} onRetry={() => page.refetch()} />;
  }
  if (!page.data || current === null) return <Loading full />;
  if (page.data.total === 0) {
    const text =
      scope.mode === 'wrong'
        ? t('practice.emptyWrong')
        : scope.mode === 'favorite'
          ? t('practice.emptyFavorite')
          : t('practice.empty');
    return (
      <div className={styles.screen}>
        <Empty text={text} />
        <div className={styles.actions}>
          <Link className={styles.linkButton} to="/ke">
            {t('result.back')}
          </Link>
        </div>
      </div>
    );
  }
  const go = (next: number) => {
    setPosition(next);
    setParams(
      (p) => {
        p.set('pos', String(next));
        return p;
      },
      { replace: true },
    );
  };
  return (
    <PracticeScreen
      scope={scope}
      position={Math.min(current, page.data.total - 1)}
      total={page.data.total}
      lockedTotal={page.data.vip_locked ? page.data.full_total : null}
      go={go}
    />
  );
}

function PracticeScreen({
  scope,
  position,
  total,
  lockedTotal,
  go,
}: {
  scope: PracticeScope;
  position: number;
  total: number;
  /** A VIP set open only to its first questions: the size of the whole set. */
  lockedTotal: number | null;
  go: (position: number) => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const location = useLocation();
  const page = useQuery(practicePageQuery(scope, pageOf(position)));
  const [reveals, setReveals] = useState<Map<number, Reveal>>(() => new Map());
  const [retrying, setRetrying] = useState<Set<number>>(() => new Set());
  const [favorites, setFavorites] = useState<Map<number, boolean>>(() => new Map());
  const [pending, setPending] = useState('');
  const touch = useRef<{ x: number; y: number } | null>(null);

  const question = page.data?.list.find((q) => q.position === position);
  const answer = useMutation({
    mutationFn: (input: { questionId: number; letters: string; position: number }) =>
      api('POST /v1/exam/practice/answer', {
        body: {
          question_id: input.questionId,
          answer: input.letters,
          mode: scope.mode,
          chapter: scope.chapter,
          bank: BANK,
          position: input.position,
        },
      }),
    onSuccess: (result, input) => {
      setReveals((m) => new Map(m).set(input.questionId, { ...result, given: input.letters }));
      setPending('');
      if (scope.mode === 'wrong' && result.correct && !result.in_book) toast(t('practice.leftBook'), 'success');
      refreshProgress(client, scope.subject);
    },
    onError: (error) => toast(errorMessage(error, t('common.networkError')), 'fail'),
  });
  const favorite = useMutation({
    mutationFn: (input: { questionId: number; on: boolean }) =>
      api('POST /v1/exam/favorite', { body: { question_id: input.questionId, on: input.on } }),
    onSuccess: (result, input) => {
      setFavorites((m) => new Map(m).set(input.questionId, result.on));
      refreshProgress(client, scope.subject);
    },
    onError: (error) => toast(errorMessage(error, t('common.networkError')), 'fail'),
  });
  const [favoriteOnce, favoriting] = useDebouncedAction(favorite.mutate);

  const revealOf = (q: { id: number; last: (Reveal & { given: string }) | null }): Reveal | null => {
    const mine = reveals.get(q.id);
    if (mine) return mine;
    if (q.last && KEEPS_ANSWERS.includes(scope.mode) && !retrying.has(q.id)) return q.last;
    return null;
  };

  const stateOf = (p: number): CellState => {
    const data = client.getQueryData(practicePageQuery(scope, pageOf(p)).queryKey);
    const q = data?.list.find((x) => x.position === p);
    const r = q ? revealOf(q) : null;
    return r ? (r.correct ? 'right' : 'wrong') : '';
  };

  const move = (next: number) => {
    if (next < 0) return toast(t('practice.start'));
    if (next >= total) return toast(t(lockedTotal === null ? 'practice.end' : 'practice.vipEnd'));
    setPending('');
    go(next);
  };
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touch.current = p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p) return;
    const dx = p.clientX - start.x;
    if (Math.abs(dx) > 60 && Math.abs(p.clientY - start.y) < 50) move(position + (dx < 0 ? 1 : -1));
  };

  // Chapter and topic practice name what is practised (from the hub's data when it is at hand).
  const hub = useQuery({ ...hubQuery(scope.subject), enabled: scope.mode === 'chapter' || scope.mode === 'topic' });
  const title =
    (scope.mode === 'chapter' && hub.data?.chapters.find((c) => c.id === scope.chapter)?.title) ||
    (scope.mode === 'topic' && hub.data?.topics.find((x) => x.key === scope.topic)?.title) ||
    t(`mode.${scope.mode}` as MessageKey);
  return (
    <div className={styles.screen}>
      <header className={styles.topBar}>
        <h1 className={styles.topTitle}>
          {t(`subject.${scope.subject}`)} · {title}
        </h1>
        <span data-testid="position">{t('practice.position', { n: position + 1, total })}</span>
      </header>
      {!question ? (
        page.isError ? (
          <Failed message={errorMessage(page.error, t('common.pageError'))} onRetry={() => page.refetch()} />
        ) : (
          <Loading />
        )
      ) : (
        <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          {(() => {
            const reveal = revealOf(question);
            const multiple = question.type === 'multiple';
            const isFavorite = favorites.get(question.id) ?? question.favorite;
            const submit = (letters: string) =>
              answer.mutate({ questionId: question.id, letters, position: question.position });
            return (
              <>
                <QuestionCard
                  question={question}
                  number={position + 1}
                  chosen={pending}
                  reveal={reveal}
                  disabled={answer.isPending}
                  onToggle={(l) => {
                    if (!multiple) return submit(l);
                    setPending((s) => (s.includes(l) ? s.replace(l, '') : [...s, l].sort().join('')));
                  }}
                />
                {multiple && !reveal && (
                  <div className={styles.confirm}>
                    <DebounceButton
                      block
                      disabled={pending.length < 2 || answer.isPending}
                      onClick={() => submit(pending)}
                    >
                      {t('practice.confirm')}
                    </DebounceButton>
                  </div>
                )}
                <div className={styles.tools}>
                  {reveal && !reveals.has(question.id) && (
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => setRetrying((s) => new Set(s).add(question.id))}
                    >
                      {t('practice.again')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-pressed={isFavorite}
                    data-testid="favorite"
                    disabled={favorite.isPending || favoriting}
                    onClick={() => favoriteOnce({ questionId: question.id, on: !isFavorite })}
                  >
                    {isFavorite ? `★ ${t('practice.unfavorite')}` : `☆ ${t('practice.favorite')}`}
                  </button>
                  <Link
                    className={styles.linkButton}
                    to={`/submitError?${new URLSearchParams({ question_id: String(question.id), from: location.pathname + location.search })}`}
                  >
                    {t('practice.report')}
                  </Link>
                </div>
              </>
            );
          })()}
        </div>
      )}
      {lockedTotal !== null && position === total - 1 && (
        <Link className={styles.vipUnlock} to={`/pay/k${scope.subject}`} data-testid="vip-unlock">
          {t('practice.vipLocked', { n: total, total: lockedTotal })}
        </Link>
      )}
      <QuestionNav current={position} total={total} stateOf={stateOf} onMove={move} />
    </div>
  );
}
