import { useQuery } from '@tanstack/react-query';
import type { YardItem, YardItemKey } from '@xueche/contract';
import { layoutCar } from '@xueche/yard-rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../../../components/blocks';
import { Link } from '../../../../components/link';
import { PrimaryButton } from '../../../../components/primary-button';
import { errorMessage } from '../../../../lib/api-error';
import { useSiteField, withQuery } from '../../paths';
import { ITEM_KEYS, type Layout, layoutQuery } from '../vr-api';
import styles from './drive.module.css';
import { DriveResult } from './drive-result';
import type { Finished } from './drive-session';
import { DriveStage } from './drive-stage';
import { examScore } from './exam';
import { useT } from './messages';

/**
 * '/k2vr/drive?item=<key>': the student drives one subject-two item of their field's yard, judged as the
 * examiner judges (docs/yard-driving.md); `item=all` drives the five in the field's exam order, as the exam
 * runs. Each finished item goes to the server, which replays and keeps it.
 */
export default function DrivePage() {
  const t = useT();
  const { fieldId } = useSiteField();
  const [params] = useSearchParams();
  const layout = useQuery(layoutQuery(fieldId, true));
  if (layout.isError) {
    return <Failed full message={errorMessage(layout.error, t('common.pageError'))} onRetry={() => layout.refetch()} />;
  }
  if (!layout.data) return <Loading full text={t('drive.loading')} />;
  const wanted = params.get('item') ?? 'all';
  const items = [...layout.data.items]
    .sort((a, b) => a.order - b.order)
    .filter((i) => wanted === 'all' || i.key === wanted);
  if (items.length === 0 || (wanted !== 'all' && !ITEM_KEYS.includes(wanted as YardItemKey))) {
    return <Failed full message={t('drive.noItem')} />;
  }
  return <Drive key={`${layout.data.field_id}-${wanted}`} layout={layout.data} items={items} exam={wanted === 'all'} />;
}

function Drive({ layout, items, exam }: { layout: Layout; items: YardItem[]; exam: boolean }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [finished, setFinished] = useState<Finished[]>([]);
  const [attempt, setAttempt] = useState(0);
  const item = items[index] as YardItem;
  const done = finished[index];
  const car = layoutCar(layout);
  const examOver = exam && (finished.some((f) => !f.verdict.passed) || finished.length === items.length);

  const again = () => {
    setFinished((list) => list.slice(0, index));
    setAttempt((n) => n + 1);
  };
  const restartExam = () => {
    setFinished([]);
    setIndex(0);
    setAttempt((n) => n + 1);
  };

  return (
    <div className={styles.page} data-testid="drive-page">
      <header className={styles.header}>
        <h1>{exam ? t('drive.examTitle') : t('drive.title', { name: item.name })}</h1>
        {exam && (
          <span className={styles.step} data-testid="drive-step">
            {t('drive.step', { n: index + 1, total: items.length })} · {item.name}
          </span>
        )}
      </header>
      <DriveStage
        key={`${item.key}-${attempt}`}
        layout={layout}
        car={car}
        item={item}
        onFinished={(verdict, session) => setFinished((list) => [...list.slice(0, index), { item, verdict, session }])}
      />
      {done && (
        <DriveResult fieldId={layout.field_id} car={car} finished={done}>
          {exam && examOver && <ExamSummary finished={finished} total={items.length} />}
          <nav className={styles.actions}>
            {exam && !examOver && done.verdict.passed ? (
              <PrimaryButton onClick={() => setIndex(index + 1)} data-testid="drive-next">
                {t('drive.next')}
              </PrimaryButton>
            ) : (
              <PrimaryButton onClick={exam && examOver ? restartExam : again} data-testid="drive-retry">
                {t('drive.retry')}
              </PrimaryButton>
            )}
            <Link className={styles.linkButton} to={withQuery('/k2vr', { field_id: layout.field_id })}>
              {t('drive.back')}
            </Link>
          </nav>
        </DriveResult>
      )}
    </div>
  );
}

/** The whole mock exam's result: the standard's 100 points less what was taken, 80 to pass, any fail fails. */
function ExamSummary({ finished, total }: { finished: Finished[]; total: number }) {
  const t = useT();
  const { passed, score } = examScore(
    finished.map((f) => f.verdict),
    total,
  );
  return (
    <p className={passed ? styles.pass : styles.fail} data-testid="exam-result">
      {passed ? t('drive.examPass', { score }) : t('drive.examFail')}
    </p>
  );
}
