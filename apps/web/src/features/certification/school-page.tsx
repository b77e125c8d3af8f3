import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { toast } from '../../lib/toast';
import { type CoachInfo, certKeys, coachInfoQuery, type School, schoolsQuery } from './cert-api';
import { CertPage } from './cert-page';
import styles from './certification.module.css';
import { useT } from './messages';
import { SchoolForm } from './school-form';
import { PhoneFirst } from './verify-page';

/**
 * '/coach-addsch': the coach's driving school. Pick one that exists (coaches of one school share one
 * entry), add a new one, or edit one the coach added.
 */
export default function SchoolPage() {
  const t = useT();
  const query = useQuery(coachInfoQuery());
  return (
    <CertPage query={query} title={t('school.title')} loadFailed={t('school.loadFailed')}>
      {(info) => (info.profile ? <SchoolView info={info} /> : <PhoneFirst text={t('school.phoneFirst')} />)}
    </CertPage>
  );
}

function SchoolView({ info }: { info: CoachInfo }) {
  const t = useT();
  // 'edit': the coach's own school in the form; 'add': a new one; null: the card and the picker.
  const [mode, setMode] = useState<'edit' | 'add' | null>(null);
  const [keyword, setKeyword] = useState('');
  const school = info.school;

  if (mode) {
    return (
      <SchoolForm
        key={mode}
        school={mode === 'edit' ? school : null}
        onDone={() => setMode(null)}
        onCancel={() => setMode(null)}
        onDuplicate={(name) => {
          setKeyword(name);
          setMode(null);
        }}
      />
    );
  }

  return (
    <>
      <section className={styles.card} data-testid="school-current">
        <h2 className={styles.sectionTitle}>{t('school.current')}</h2>
        {school ? (
          <>
            <p className={styles.itemName}>{school.name}</p>
            <p className={styles.small}>{[school.city, school.address, school.phone].filter(Boolean).join(' · ')}</p>
            {school.intro && <p className={styles.note}>{school.intro}</p>}
            {school.mine && (
              <p className={styles.note}>
                <button type="button" className={styles.link} onClick={() => setMode('edit')}>
                  {t('school.edit')} ›
                </button>
              </p>
            )}
          </>
        ) : (
          <p className={styles.note}>{t('school.none')}</p>
        )}
      </section>
      <SchoolPicker currentId={school?.id} initialKeyword={keyword} key={keyword} />
      <PrimaryButton block variant="ghost" data-testid="school-add" onClick={() => setMode('add')}>
        {t('school.add')}
      </PrimaryButton>
    </>
  );
}

function SchoolPicker({ currentId, initialKeyword }: { currentId?: number; initialKeyword: string }) {
  const t = useT();
  const client = useQueryClient();
  const [text, setText] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword);
  const query = useQuery(schoolsQuery(keyword));
  const pick = useMutation({
    mutationFn: (id: number) => api('POST /v3/school/form', { body: { school_id: id } }),
    onSuccess: ({ school }) => {
      client.setQueryData(certKeys.coachInfo, (prev: CoachInfo | undefined) => (prev ? { ...prev, school } : prev));
      toast(t('school.pickedToast'), 'success');
    },
    onError: (error) => toast(errorMessage(error, t('school.saveFailed')), 'fail'),
  });
  const [pickOnce, picking] = useDebouncedAction(pick.mutate);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(text.trim());
  };

  let list: ReactNode;
  if (query.isPending) list = <Loading />;
  else if (query.isError) {
    list = <Failed message={errorMessage(query.error, t('school.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else if (!query.data.list.length) list = <p className={styles.note}>{t('school.noResults')}</p>;
  else {
    list = (
      <ul className={styles.list} data-testid="school-list">
        {query.data.list.map((s: School) => (
          <li key={s.id} className={styles.item}>
            <div>
              <div className={styles.itemName}>{s.name}</div>
              <div className={styles.small}>{[s.city, s.address].filter(Boolean).join(' · ')}</div>
            </div>
            <PrimaryButton
              size="small"
              variant="ghost"
              data-testid="school-pick"
              disabled={s.id === currentId || pick.isPending || picking}
              onClick={() => pickOnce(s.id)}
            >
              {s.id === currentId ? t('school.picked') : t('school.pick')}
            </PrimaryButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>{t('school.pickTitle')}</h2>
      <form className={styles.searchRow} onSubmit={handleSearch}>
        <input
          className={styles.input}
          type="search"
          name="keyword"
          maxLength={40}
          aria-label={t('school.searchPlaceholder')}
          placeholder={t('school.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <PrimaryButton type="submit" size="small">
          {t('school.search')}
        </PrimaryButton>
      </form>
      {list}
    </section>
  );
}
