import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldError, FormAlert } from '../../components/area/field-error';
import { Link } from '../../components/link';
import { NumberInput } from '../../components/number-input';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { moneyInput } from '../../lib/form-input';
import { refusal } from '../../lib/form-refusal';
import { formatDate } from '../../lib/format';
import { locQuery } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { type MessageKey, useT } from './messages';
import { OwnerPage } from './owner-page';
import { type Owner, refreshTrips } from './pin-api';
import { type PublishValues, targetIsField, toPublishBody, validatePublish } from './publish-check';
import { clearDraft, draftField, fieldPoint, type PublishDraft, setDraft, usePublishDraft } from './publish-draft';
import { RouteEditor } from './route-editor';
import { isSet, routeActions, useRouteStore } from './route-store';
import styles from './styles';
import { OwnerStatus } from './verify-page';

/**
 * '/pin/car-owner-announce': a verified owner publishes a trip to an exam site: the route (origin,
 * waypoints, the exam site), departure, seats, fare per seat, the car and notes. What is typed and
 * chosen is kept through the picker pages and a failed submit; cleared once the trip is published.
 */
export default function PublishPage() {
  const t = useT();
  return (
    <OwnerPage title={t('publish.title')}>
      {(owner) =>
        owner.status !== 'approved' ? (
          <>
            <OwnerStatus owner={owner} />
            <section className={styles.card} data-testid="publish-needs-verify">
              <p className={styles.note}>{t('publish.needsVerify')}</p>
              <Link className={styles.linkButtonSolid} to="/pin/verify">
                {t('publish.goVerify')}
              </Link>
            </section>
          </>
        ) : (
          <PublishForm owner={owner} />
        )
      }
    </OwnerPage>
  );
}

const SERVER_FIELDS = [
  'route.origin',
  'route.waypoints',
  'route.waypoints.0',
  'route.waypoints.1',
  'route.waypoints.2',
  'route.waypoints.3',
  'route.waypoints.4',
  'route.target',
  'field_id',
  'depart_at',
  'seats',
  'fare_fen',
  'car.plate',
  'car.model',
  'car.colour',
  'notes',
] as const;

/** The API's paths → the slots and inputs of this form. */
function slotOf(path: string): string {
  if (path === 'route.origin') return 'origin';
  if (path === 'route.target' || path === 'field_id') return 'target';
  if (path.startsWith('route.waypoints.')) return `waypoint.${path.slice('route.waypoints.'.length)}`;
  if (path === 'route.waypoints') return 'waypoints';
  return path;
}

function PublishForm({ owner }: { owner: Owner }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const draft = usePublishDraft();
  const route = useRouteStore();
  const own = useSession((s) => s.field);
  const loc = useQuery(locQuery());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  // A new draft starts from the owner's car and the student's own exam site (with its province, once known).
  useEffect(() => {
    const d = usePublishDraft.getState();
    if (!d.plate && !d.model && !d.colour && owner.car) setDraft({ ...owner.car });
  }, [owner.car]);
  useEffect(() => {
    if (!own || loc.isPending) return;
    if (usePublishDraft.getState().field || isSet(useRouteStore.getState().target)) return;
    const province = loc.data?.provinces.find((p) => p.cities.some((c) => c.id === own.city_id))?.name ?? '';
    setDraft({ field: draftField(own) });
    routeActions.place('target', fieldPoint(own, province));
  }, [own, loc.isPending, loc.data]);

  const values: PublishValues = { ...draft, route };
  const clientErrors = validatePublish(values, new Date());
  const shown: Record<string, string> = { ...serverErrors };
  if (attempted) {
    for (const [slot, problem] of Object.entries(clientErrors)) {
      shown[slot] = t(problem.key, problem.params);
    }
  }

  const mutation = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof toPublishBody>>) => api('POST /v1/pin/trip', { body }),
    onSuccess: (trip) => {
      routeActions.clear();
      clearDraft();
      refreshTrips(client);
      toast(t('publish.done'), 'success');
      navigate(`/pin/car-owner-fare-look?id=${trip.id}`, { replace: true });
    },
    onError: (error) => {
      const grouped = refusal(isApiError(error) ? error : null, SERVER_FIELDS, t('publish.failed'));
      setServerErrors(Object.fromEntries(Object.entries(grouped).map(([path, s]) => [slotOf(path), s])));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setAttempted(true);
    setServerErrors({});
    const body = toPublishBody(values);
    if (Object.keys(clientErrors).length || !body) return;
    mutation.mutate(body);
  };

  const edit = (key: keyof PublishDraft, value: string) => {
    setDraft({ [key]: value });
    setServerErrors(({ [key]: _, form: __, ...rest }) => rest);
  };

  const text = (key: 'plate' | 'model' | 'colour' | 'notes', label: MessageKey, placeholder?: MessageKey) => {
    const id = `${ids}-${key}`;
    const error = shown[key === 'notes' ? 'notes' : `car.${key}`];
    const common = {
      id,
      className: styles.input,
      value: draft[key],
      placeholder: placeholder ? t(placeholder) : undefined,
      readOnly: mutation.isPending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'data-testid': `publish-${key}`,
      onChange: (e: { target: { value: string } }) => {
        edit(key, e.target.value);
        setServerErrors(({ [`car.${key}`]: _, ...rest }) => rest);
      },
    };
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t(label)}
        </label>
        {key === 'notes' ? <textarea {...common} rows={3} maxLength={200} /> : <input {...common} type="text" />}
        <FieldError id={id} text={error} className={styles.fieldError} />
      </div>
    );
  };

  const fieldError = (key: string) =>
    shown[key] && (
      <p id={`${ids}-${key}-error`} className={styles.fieldError} role="alert">
        {shown[key]}
      </p>
    );

  return (
    <form className={styles.stack} onSubmit={handleSubmit} noValidate data-testid="publish-form">
      <RouteEditor targetName={targetIsField(values) ? draft.field?.field_name : undefined} errors={shown} />
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('publish.when')}</h2>
        <div className={styles.inline}>
          <input
            className={styles.input}
            type="date"
            aria-label={t('publish.date')}
            min={formatDate(new Date())}
            value={draft.date}
            readOnly={mutation.isPending}
            aria-invalid={shown.depart_at ? true : undefined}
            data-testid="publish-date"
            onChange={(e) => {
              edit('date', e.target.value);
              setServerErrors(({ depart_at: _, ...rest }) => rest);
            }}
          />
          <input
            className={styles.input}
            type="time"
            aria-label={t('publish.time')}
            value={draft.time}
            readOnly={mutation.isPending}
            aria-invalid={shown.depart_at ? true : undefined}
            data-testid="publish-time"
            onChange={(e) => {
              edit('time', e.target.value);
              setServerErrors(({ depart_at: _, ...rest }) => rest);
            }}
          />
        </div>
        {fieldError('depart_at')}
        <div className={styles.inline}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-seats`}>
              {t('publish.seats')}
            </label>
            <NumberInput
              id={`${ids}-seats`}
              className={styles.input}
              maxLength={1}
              placeholder="1–6"
              value={draft.seats}
              readOnly={mutation.isPending}
              aria-invalid={shown.seats ? true : undefined}
              data-testid="publish-seats"
              onChange={(v) => edit('seats', v)}
            />
            {fieldError('seats')}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-fare`}>
              {t('publish.fare')}
            </label>
            <input
              id={`${ids}-fare`}
              className={styles.input}
              type="text"
              inputMode="decimal"
              placeholder={t('publish.farePlaceholder')}
              value={draft.fare}
              readOnly={mutation.isPending}
              aria-invalid={shown.fare_fen ? true : undefined}
              data-testid="publish-fare"
              onChange={(e) => {
                edit('fare', moneyInput(e.target.value));
                setServerErrors(({ fare_fen: _, ...rest }) => rest);
              }}
            />
            {fieldError('fare_fen')}
          </div>
        </div>
        <p className={styles.hint}>{t('publish.fareHint')}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('info.car')}</h2>
        {text('plate', 'info.plate', 'info.platePlaceholder')}
        {text('model', 'info.model', 'info.modelPlaceholder')}
        {text('colour', 'info.colour', 'info.colourPlaceholder')}
        {text('notes', 'publish.notes', 'publish.notesPlaceholder')}
      </section>
      <FormAlert text={shown.form} className={styles.alert} testId="publish-error" />
      {attempted && Object.keys(clientErrors).length > 0 && (
        <p className={styles.alert} role="alert" data-testid="publish-check">
          {t('publish.fixAbove')}
        </p>
      )}
      <SubmitButton block data-testid="publish-submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('publish.sending') : t('publish.submit')}
      </SubmitButton>
    </form>
  );
}
