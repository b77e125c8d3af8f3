import { useQuery } from '@tanstack/react-query';
import type { RouteItem } from '@xueche/contract';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import styles from './lessons.module.css';
import { roadQuery, roadsQuery } from './lessons-api';
import { useT } from './messages';

/** Metres as kilometres with one decimal: 3456 → "3.5". */
export const km = (metres: number) => (Math.max(0, metres) / 1000).toFixed(1);

/** '/roadmap' (`?id=` a route, `?field_id=` a field): the field's exam routes and the chosen one's map and stops. */
export default function RoadmapPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const fieldId = parseId(params.get('field_id'));
  const chosen = parseId(params.get('id'));
  const roads = useQuery(roadsQuery(fieldId));

  if (roads.isPending) return <Loading full />;
  if (roads.isError)
    return <Failed message={errorMessage(roads.error, t('road.loadFailed'))} onRetry={() => void roads.refetch()} />;

  const { list, field_name: fieldName } = roads.data;
  const selectedId = chosen ?? list[0]?.id;

  const choose = (id: number) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('id', String(id));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section className={styles.roadPage}>
      <header className={styles.roadHead}>
        <h1 className={styles.title}>{t('road.title')}</h1>
        {fieldName && <p className={styles.muted}>{t('road.field', { field: fieldName })}</p>}
      </header>
      {list.length === 0 && !chosen ? (
        <div data-testid="roads-empty">
          <Empty text={t('road.empty')} />
        </div>
      ) : (
        <>
          {selectedId !== undefined && <RouteDetail id={selectedId} />}
          {list.length > 0 && (
            <ul className={styles.roadList} aria-label={t('road.choose')}>
              {list.map((road) => (
                <li key={road.id}>
                  <RoadRow road={road} selected={road.id === selectedId} onChoose={() => choose(road.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function RoadRow({ road, selected, onChoose }: { road: RouteItem; selected: boolean; onChoose: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${styles.roadRow} ${selected ? styles.roadSelected : ''}`}
      aria-pressed={selected}
      onClick={onChoose}
      data-testid="road"
      data-road-id={road.id}
    >
      <span className={styles.roadName}>{road.name}</span>
      <span className={styles.roadMeta}>
        <span data-testid="road-length">{t('road.length', { km: km(road.length_m) })}</span>
        <span>{t('road.stops', { n: road.stops.length })}</span>
      </span>
      {road.summary && <span className={styles.roadSummary}>{road.summary}</span>}
    </button>
  );
}

function RouteDetail({ id }: { id: number }) {
  const t = useT();
  const headingId = useId();
  const road = useQuery(roadQuery(id));

  let body: ReactNode;
  if (road.isPending) body = <Loading />;
  else if (road.isError)
    body = <Failed message={errorMessage(road.error, t('road.loadFailed'))} onRetry={() => void road.refetch()} />;
  else {
    const r = road.data;
    body = (
      <>
        <div className={styles.cardHead}>
          <h2 id={headingId} className={styles.cardTitle}>
            {r.name}
          </h2>
          <span className={styles.muted}>
            {t('road.length', { km: km(r.length_m) })} · {t('road.stops', { n: r.stops.length })}
          </span>
        </div>
        {r.map && <img className={styles.roadMap} src={r.map} alt={t('road.mapAlt', { name: r.name })} />}
        {r.summary && <p className={styles.summary}>{r.summary}</p>}
        <h3 className={styles.chapterTitle}>{t('road.stopList')}</h3>
        <ol className={styles.stops} data-testid="stops">
          {r.stops.map((stop, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stops are an ordered list and may repeat a name
            <li key={i} className={styles.stop}>
              <span className={styles.stopNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span>{stop}</span>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="road-detail">
      {body}
    </section>
  );
}
