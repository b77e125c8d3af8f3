import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DebounceButton } from '../../components/debounce-button';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { FieldChooser } from './field-chooser';
import { useT } from './messages';
import { pinKeys } from './pin-api';
import { draftField, fieldPoint, setDraft, usePublishDraft } from './publish-draft';
import { isSet, routeActions, type Slot, slotFromParam, useRouteStore } from './route-store';
import styles from './styles';
import { TipSearch } from './tip-search';
import { useGoBack } from './use-go-back';

const PUBLISH = '/pin/car-owner-announce';

/**
 * Choosing one point of the route being edited: the exam site from the exam fields for the target; any
 * other point by searching the map service (it waits in `tmp` until confirmed) or from saved places.
 */
export function PointPicker({ pick }: { pick: string }) {
  const t = useT();
  const waypoints = useRouteStore((s) => s.waypoints.length);
  const slot = slotFromParam(pick, waypoints);
  const back = useGoBack(PUBLISH);
  if (slot === null) {
    return (
      <div className={styles.page}>
        <p className={styles.alert}>{t('pick.gone')}</p>
        <Link className={styles.link} to={PUBLISH}>
          {t('map.backToEdit')} ›
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="point-picker" data-slot={String(slot)}>
      <h1 className={styles.title}>{t('pick.title', { slot: slotName(t, slot) })}</h1>
      {slot === 'target' ? <TargetPicker onDone={back} /> : <PlacePicker slot={slot} onDone={back} />}
    </div>
  );
}

export function slotName(t: ReturnType<typeof useT>, slot: Slot): string {
  if (slot === 'origin') return t('route.origin');
  if (slot === 'target') return t('route.target');
  return t('route.waypoint', { n: slot + 1 });
}

function TargetPicker({ onDone }: { onDone: () => void }) {
  const t = useT();
  const field = usePublishDraft((s) => s.field);
  return (
    <section className={styles.card}>
      <p className={styles.note}>{t('pick.targetHint')}</p>
      <FieldChooser
        value={field?.field_id}
        onPick={(picked, province) => {
          setDraft({ field: draftField(picked) });
          routeActions.place('target', fieldPoint(picked, province));
          onDone();
        }}
      />
    </section>
  );
}

function PlacePicker({ slot, onDone }: { slot: Exclude<Slot, 'target'>; onDone: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const tmp = useRouteStore((s) => s.tmp);
  const save = useMutation({
    mutationFn: () => api('POST /v1/pin/places', { body: { label: tmp.address.slice(0, 20), point: tmp } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pinKeys.places });
      toast(t('places.saved'), 'success');
    },
  });
  return (
    <>
      {isSet(tmp) && (
        <section className={`${styles.card} ${styles.chosen}`} data-testid="tmp-point">
          <small>{t('pick.chosen')}</small>
          <strong data-testid="tmp-address">{tmp.address}</strong>
          <small>{[tmp.province, tmp.city, tmp.district].filter(Boolean).join(' ')}</small>
          {save.isError && (
            <p className={styles.fieldError} role="alert">
              {errorMessage(save.error, t('places.saveFailed'))}
            </p>
          )}
          <div className={styles.actions}>
            <DebounceButton
              size="small"
              variant="ghost"
              data-testid="tmp-save"
              disabled={save.isPending || save.isSuccess}
              onClick={() => save.mutate()}
            >
              {save.isSuccess ? t('places.savedShort') : t('places.saveThis')}
            </DebounceButton>
            <PrimaryButton
              size="small"
              data-testid="pick-confirm"
              onClick={() => {
                routeActions.placeTmp(slot);
                onDone();
              }}
            >
              {t('pick.use', { slot: slotName(t, slot) })}
            </PrimaryButton>
          </div>
        </section>
      )}
      <section className={styles.card}>
        <TipSearch
          chosen={tmp}
          onChoose={(point) => {
            save.reset();
            routeActions.setTmp(point);
          }}
        />
      </section>
      <Link className={styles.link} to={`/pin/usualAddress?pick=${slot}`} replace data-testid="pick-from-places">
        {t('pick.fromPlaces')} ›
      </Link>
    </>
  );
}
