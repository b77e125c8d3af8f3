import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { DebounceButton } from '../../components/debounce-button';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { myCoachQuery } from '../../lib/queries';
import { parseId } from '../../lib/route-params';
import { roleOf, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { k3Href, playHref, useSiteField } from './paths';
import { RouteCard } from './route-card';
import styles from './site.module.css';
import { pickedQuery, picksQuery, routesQuery, siteKeys } from './site-api';

/**
 * '/jlroute': for a student, the subject-three route their coach picked for them (`v2/lky/picked`), to
 * walk through; for a coach, picking a route for one of their students (`?student_id=`, from the
 * student list) among their field's routes (`v2/lky/pick`).
 */
export default function CoachRoutePage() {
  const coach = useSession((s) => roleOf(s) === 'coach');
  return <div className={styles.page}>{coach ? <PickForStudent /> : <PickedForMe />}</div>;
}

function PickedForMe() {
  const t = useT();
  const query = useQuery(pickedQuery());
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <Failed message={errorMessage(query.error, t('jl.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  const { route, coach, picked_at } = query.data;
  if (!route) return <NothingPicked />;
  return (
    <>
      {coach && (
        <section className={styles.coachCard} data-testid="jl-coach">
          {coach.head_portrait ? (
            <img className={styles.avatar} src={coach.head_portrait} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true" />
          )}
          <p>
            {t('jl.pickedBy', { coach: coach.nickname })}
            {picked_at && <span className={styles.muted}> · {formatDate(picked_at)}</span>}
          </p>
        </section>
      )}
      <RouteCard route={route}>
        <p className={styles.muted}>{route.field_name}</p>
        <Link className={styles.linkButtonSolid} to={playHref(route.field_id, route.id)} data-testid="jl-play">
          {t('jl.walk')}
        </Link>
      </RouteCard>
    </>
  );
}

/**
 * No route picked yet: `v2/lky/picked` names no coach then, so whether the student has one comes from
 * their binding (`v1/user/my-coach`), to say the right thing.
 */
function NothingPicked() {
  const t = useT();
  const mine = useQuery(myCoachQuery());
  if (mine.isPending) return <Loading />;
  const coach = mine.data ?? null;
  return (
    <section className={styles.emptyBox} data-testid="jl-none">
      <p>
        {coach ? t('jl.noneYet', { coach: coach.nickname }) : mine.isError ? t('jl.noneYetAnyone') : t('jl.noCoach')}
      </p>
      <Link className={styles.link} to={k3Href(false, null)}>
        {t('jl.allRoutes')} ›
      </Link>
      {!coach && !mine.isError && (
        <Link className={styles.link} to="/bindCoach">
          {t('jl.bindCoach')} ›
        </Link>
      )}
    </section>
  );
}

function PickForStudent() {
  const t = useT();
  const [params] = useSearchParams();
  const studentId = parseId(params.get('student_id'));
  const name = params.get('name') ?? '';
  // The student list links here with the student's field (`?field_id=`): the routes are theirs to practise.
  const { fieldId } = useSiteField();
  const client = useQueryClient();
  const picks = useQuery(picksQuery());
  const current = picks.data?.find((p) => p.student_id === studentId)?.route_id ?? null;
  const [justPicked, setPicked] = useState<number | null>(null);
  const picked = justPicked ?? current;
  const routes = useQuery({ ...routesQuery(fieldId, true), enabled: studentId !== undefined });
  const pick = useMutation({
    mutationFn: (routeId: number) =>
      api('POST /v2/lky/pick', { body: { student_id: studentId as number, route_id: routeId } }),
    onSuccess: (res) => {
      setPicked(res.route_id);
      void client.invalidateQueries({ queryKey: siteKeys.picks });
      toast(t('jl.pickDone'), 'success');
    },
  });

  if (studentId === undefined) {
    return (
      <section className={styles.emptyBox} data-testid="jl-choose-student">
        <p>{t('jl.chooseStudent')}</p>
        <Link className={styles.linkButtonSolid} to="/user-list">
          {t('jl.toStudents')}
        </Link>
      </section>
    );
  }
  if (routes.isPending) return <Loading />;
  if (routes.isError) {
    return <Failed message={errorMessage(routes.error, t('k3.loadFailed'))} onRetry={() => void routes.refetch()} />;
  }
  const { field, routes: list } = routes.data;
  return (
    <>
      <header className={styles.hero}>
        <span className={styles.kicker}>{t('jl.coachKicker')}</span>
        <h1>{name ? t('jl.forStudent', { name }) : t('jl.forStudentId', { id: studentId })}</h1>
        <p data-testid="jl-student-field">{t('jl.studentField', { field: field.field_name })}</p>
      </header>
      {pick.isError && (
        <p className={styles.alert} role="alert" data-testid="jl-pick-error">
          {errorMessage(pick.error, t('jl.pickFailed'))}
        </p>
      )}
      {list.length === 0 ? (
        <p className={styles.emptyBox}>{t('k3.empty')}</p>
      ) : (
        list.map((route) => (
          <RouteCard key={route.id} route={route}>
            {picked === route.id ? (
              <p className={styles.done} data-testid="jl-picked">
                {t('jl.picked')}
              </p>
            ) : (
              <DebounceButton
                size="small"
                data-testid="jl-pick"
                disabled={pick.isPending}
                onClick={() => pick.mutate(route.id)}
              >
                {t('jl.pick')}
              </DebounceButton>
            )}
          </RouteCard>
        ))
      )}
    </>
  );
}
