import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { refusal } from '../../lib/form-refusal';
import { toast } from '../../lib/toast';
import { InlineConfirm } from './inline-confirm';
import { useT } from './messages';
import { type Place, pinKeys, placesQuery } from './pin-api';
import { slotName } from './point-picker';
import { type RoutePoint, routeActions, type Slot, slotFromParam, useRouteStore } from './route-store';
import styles from './styles';
import { TipSearch } from './tip-search';
import { useGoBack } from './use-go-back';

const pointOf = (p: Place): RoutePoint => ({
  address: p.address,
  lng: p.lng,
  lat: p.lat,
  city: p.city,
  district: p.district,
  province: p.province,
});

/**
 * '/pin/usualAddress': saved places. With `?pick=origin|N` one of them goes into the route being edited;
 * otherwise they are added (found by search) and removed here.
 */
export default function PlacesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const waypoints = useRouteStore((s) => s.waypoints.length);
  const pick = params.get('pick');
  const slot = pick === null ? null : slotFromParam(pick, waypoints);
  const picking = slot !== null && slot !== 'target';
  const back = useGoBack('/pin/car-owner-announce');
  const query = useQuery(placesQuery());
  const [adding, setAdding] = useState(false);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{picking ? t('pick.title', { slot: slotName(t, slot) }) : t('places.title')}</h1>
      {pick !== null && !picking && <p className={styles.alert}>{t('pick.gone')}</p>}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed message={errorMessage(query.error, t('places.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Empty text={t('places.empty')} />
      ) : (
        <ul className={styles.placeList} data-testid="places">
          {query.data.map((place) => (
            <PlaceRow
              key={place.id}
              place={place}
              onPick={
                picking
                  ? () => {
                      routeActions.place(slot as Exclude<Slot, 'target'>, pointOf(place));
                      back();
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {adding ? (
        <AddPlace onDone={() => setAdding(false)} />
      ) : (
        <PrimaryButton block variant="ghost" data-testid="place-add" onClick={() => setAdding(true)}>
          ＋ {t('places.add')}
        </PrimaryButton>
      )}
    </div>
  );
}

function PlaceRow({ place, onPick }: { place: Place; onPick?: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api('POST /v1/pin/places/remove', { body: { id: place.id } }),
    onSuccess: () => {
      client.setQueryData(pinKeys.places, (prev: Place[] | undefined) => prev?.filter((p) => p.id !== place.id));
      toast(t('places.removed'), 'success');
    },
  });
  const text = (
    <>
      <strong>{place.label}</strong>
      <span>{place.address}</span>
      <small>{[place.city, place.district].filter(Boolean).join(' ')}</small>
    </>
  );
  return (
    <li className={styles.placeRow} data-testid="place" data-place-id={place.id}>
      {onPick ? (
        <button type="button" className={styles.placeText} data-testid="place-pick" onClick={onPick}>
          {text}
        </button>
      ) : (
        <div className={styles.placeText}>{text}</div>
      )}
      {!onPick && (
        <InlineConfirm
          label={t('places.remove')}
          question={t('places.removeQuestion', { label: place.label })}
          confirmLabel={t('places.removeConfirm')}
          busy={remove.isPending}
          testId="place-remove"
          onConfirm={() => remove.mutateAsync().catch(() => undefined)}
        />
      )}
      {remove.isError && (
        <p className={styles.fieldError} role="alert">
          {errorMessage(remove.error, t('places.removeFailed'))}
        </p>
      )}
    </li>
  );
}

function AddPlace({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const client = useQueryClient();
  const [point, setPoint] = useState<RoutePoint | null>(null);
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (p: RoutePoint) => api('POST /v1/pin/places', { body: { label: label.trim(), point: p } }),
    onSuccess: (place) => {
      client.setQueryData(pinKeys.places, (prev: Place[] | undefined) => [...(prev ?? []), place]);
      toast(t('places.saved'), 'success');
      onDone();
    },
    onError: (error) =>
      setErrors(refusal(isApiError(error) ? error : null, ['label', 'point'], t('places.saveFailed'))),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Record<string, string> = {};
    if (!point) found.point = t('places.pickFirst');
    const length = label.trim().length;
    if (length < 1 || length > 20) found.label = t('places.labelLength');
    setErrors(found);
    if (point && Object.keys(found).length === 0) save.mutate(point);
  };
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="place-form">
      <h2 className={styles.sectionTitle}>{t('places.add')}</h2>
      <TipSearch
        chosen={point ?? undefined}
        onChoose={(p) => {
          setPoint(p);
          if (!label.trim()) setLabel(p.address.slice(0, 20));
          setErrors(({ point: _, ...rest }) => rest);
        }}
      />
      {point && (
        <p className={styles.chosenLine} data-testid="place-chosen">
          {t('pick.chosen')}：{point.address}
        </p>
      )}
      {errors.point && (
        <p className={styles.fieldError} role="alert">
          {errors.point}
        </p>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('places.label')}
        </label>
        <input
          id={id}
          className={styles.input}
          maxLength={20}
          placeholder={t('places.labelPlaceholder')}
          value={label}
          aria-invalid={errors.label ? true : undefined}
          data-testid="place-label"
          onChange={(e) => {
            setLabel(e.target.value);
            setErrors(({ label: _, ...rest }) => rest);
          }}
        />
        {errors.label && (
          <p className={styles.fieldError} role="alert">
            {errors.label}
          </p>
        )}
      </div>
      {errors.form && (
        <p className={styles.alert} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <PrimaryButton variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </PrimaryButton>
        <SubmitButton data-testid="place-save" disabled={save.isPending}>
          {t('places.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
