import { useQuery } from '@tanstack/react-query';
import { ATLAS_KINDS, atlas, searchAtlas } from '@xueche/atlas';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import styles from './atlas.module.css';
import { atlasProgressQuery, masteredCount } from './atlas-api';
import { AtlasGrid } from './atlas-grid';
import { AtlasPicture } from './atlas-picture';
import { useT } from './messages';

const countOf = (test: (e: (typeof atlas)[number]) => boolean) => atlas.filter(test).length;

/**
 * '/atlas': the quick-reference atlas. Search by name or meaning; or a kind's classes, each opening its
 * pictures ('?group='); and the way into practice. The query and the class live in the address, so back
 * returns to them.
 */
export default function AtlasPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const group = params.get('group');
  const progress = useQuery(atlasProgressQuery());
  const results = useMemo(() => (q.trim() ? searchAtlas(atlas, q) : null), [q]);
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: key === 'q' },
    );
  const kind = ATLAS_KINDS.find((k) => k.groups.some((g) => g.group === group));

  return (
    <div className={styles.page} data-testid="atlas-page">
      <h1 className={styles.title}>{t('hub.title')}</h1>
      <p className={styles.lead}>{t('hub.lead')}</p>
      <input
        className={styles.search}
        type="search"
        enterKeyHint="search"
        value={q}
        placeholder={t('hub.search')}
        aria-label={t('hub.search')}
        data-testid="atlas-search"
        onChange={(e) => set('q', e.target.value || null)}
      />
      <section className={styles.progress} data-testid="atlas-progress">
        <p>
          {progress.data && progress.data.answers > 0
            ? t('hub.progress', {
                answers: progress.data.answers,
                rights: progress.data.rights,
                mastered: masteredCount(progress.data),
                total: atlas.length,
              })
            : t('hub.noProgress')}
        </p>
        <Link className={styles.practise} to="/atlas/practice" data-testid="atlas-practise">
          {t('hub.practise')}
        </Link>
      </section>

      {results ? (
        <section data-testid="atlas-results">
          <p className={styles.note}>
            {results.length ? t('hub.results', { n: results.length }) : t('hub.noResults', { q: q.trim() })}
          </p>
          <AtlasGrid entries={results} />
        </section>
      ) : kind && group ? (
        <section data-testid={`atlas-group-${group}`}>
          <h2 className={styles.sectionTitle}>{kind.title}</h2>
          <nav className={styles.chips}>
            {kind.groups.map((g) => (
              <button
                key={g.group}
                type="button"
                className={g.group === group ? styles.chipOn : styles.chip}
                aria-pressed={g.group === group}
                onClick={() => set('group', g.group)}
              >
                {g.title} {countOf((e) => e.group === g.group)}
              </button>
            ))}
          </nav>
          <AtlasGrid entries={atlas.filter((e) => e.group === group)} />
        </section>
      ) : (
        ATLAS_KINDS.filter((k) => atlas.some((e) => e.kind === k.kind)).map((k) => (
          <section key={k.kind} className={styles.kind} data-testid={`atlas-kind-${k.kind}`}>
            <h2 className={styles.sectionTitle}>
              {k.title} <small>{t('hub.count', { n: countOf((e) => e.kind === k.kind) })}</small>
            </h2>
            <ul className={styles.groups}>
              {k.groups.map((g) => {
                const first = atlas.find((e) => e.group === g.group);
                const n = countOf((e) => e.group === g.group);
                if (!first) return null;
                return (
                  <li key={g.group}>
                    <button type="button" className={styles.groupTile} onClick={() => set('group', g.group)}>
                      <AtlasPicture entry={first} className={styles.groupPicture} alt="" />
                      <span>{g.title}</span>
                      <small>{t('hub.count', { n })}</small>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Link className={styles.more} to={`/atlas/practice?kind=${k.kind}`}>
              {t('hub.practiseKind', { title: k.title })}
            </Link>
          </section>
        ))
      )}
    </div>
  );
}
