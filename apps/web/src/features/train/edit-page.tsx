import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../../components/area/field-error';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { type ApiInput, api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { isPlate, moneyInput, normalPlate, yuanToFen } from '../../lib/form-input';
import { refusal } from '../../lib/form-refusal';
import { locQuery } from '../../lib/queries';
import { roleOf, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { getLocation } from '../../lib/wechat';
import { WithListing } from './coach-only';
import { useT } from './messages';
import { SetupSteps } from './setup-steps';
import styles from './styles';
import { type Listing, listingQuery, TRAIN_TYPES, type TrainType, trainKeys } from './train-api';
import { yuan } from './train-format';

/** The coach's own listing, asked for only by a coach. */
export function useListing() {
  const coach = useSession((s) => roleOf(s) === 'coach');
  return useQuery({ ...listingQuery(), enabled: coach });
}

/**
 * '/train/edit': the listing — introduction, car, price per hour, where (city, district, meeting place and
 * the point distances are measured from) and kinds. The API's sentence shows beside the field it names;
 * what was typed stays after a refusal.
 */
export default function EditPage() {
  const t = useT();
  const query = useListing();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('edit.title')}</h1>
      <SetupSteps current="profile" />
      <WithListing query={query}>{(listing) => <ListingForm listing={listing} />}</WithListing>
    </div>
  );
}

const FIELDS = [
  'intro',
  'car.model',
  'car.transmission',
  'car.plate',
  'price_fen',
  'city',
  'district',
  'area',
  'lng',
  'lat',
  'types',
] as const;
type Field = (typeof FIELDS)[number] | 'location' | 'form';

interface Draft {
  intro: string;
  model: string;
  transmission: 'manual' | 'auto';
  plate: string;
  price: string;
  city: string;
  district: string;
  area: string;
  lng: number | null;
  lat: number | null;
  types: TrainType[];
}

const draftOf = (l: Listing): Draft => ({
  intro: l.intro,
  model: l.car.model,
  transmission: l.car.transmission,
  plate: l.car.plate,
  price: l.price_fen > 0 ? yuan(l.price_fen) : '',
  city: l.city,
  district: l.district,
  area: l.area,
  lng: l.lng,
  lat: l.lat,
  types: l.types,
});

function ListingForm({ listing }: { listing: Listing }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(listing));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [locating, setLocating] = useState(false);
  const cities = useQuery(locQuery());

  const set = <K extends keyof Draft>(key: K, value: Draft[K], field: Field) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  };

  const save = useMutation({
    mutationFn: (body: ApiInput<'POST /v1/train/listing'>['body']) => api('POST /v1/train/listing', { body }),
    onSuccess: (next) => {
      client.setQueryData(trainKeys.listing, next);
      void client.invalidateQueries({ queryKey: ['train', 'coach'] });
      void client.invalidateQueries({ queryKey: ['train', 'coaches'] });
      toast(t('edit.saved'), 'success');
    },
    onError: (error) => {
      const found = refusal(isApiError(error) ? error : null, FIELDS, t('edit.failed'));
      const { lng, lat, ...rest } = found;
      setErrors({ ...rest, ...(lng || lat ? { location: lng ?? lat } : {}) });
    },
  });

  const locate = async () => {
    setLocating(true);
    setErrors(({ location: _, ...rest }) => rest);
    try {
      const at = await getLocation().catch(() => null);
      if (!at) {
        setErrors((e) => ({ ...e, location: t('edit.locationRefused') }));
        return;
      }
      const place = await api('GET /v1/map/regeo', {
        query: { location: `${at.lng.toFixed(6)},${at.lat.toFixed(6)}` },
      }).catch(() => null);
      setDraft((d) => ({
        ...d,
        lng: at.lng,
        lat: at.lat,
        city: place ? place.city || place.province : d.city,
        district: place?.district ?? d.district,
        area: d.area || (place ? place.name || place.address : ''),
      }));
    } finally {
      setLocating(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    const intro = draft.intro.trim();
    if (intro.length < 10 || intro.length > 500) found.intro = t('edit.introLength');
    if (!draft.model.trim()) found['car.model'] = t('edit.modelMissing');
    if (!isPlate(draft.plate)) found['car.plate'] = t('edit.plateInvalid');
    const fen = yuanToFen(draft.price);
    if (fen === null || fen < 1000 || fen > 100_000) found.price_fen = t('edit.priceRange');
    if (draft.city.trim().length < 2) found.city = t('edit.cityMissing');
    if (draft.area.trim().length < 2) found.area = t('edit.areaMissing');
    if (draft.types.length === 0) found.types = t('edit.typesMissing');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      intro,
      car: { model: draft.model.trim(), transmission: draft.transmission, plate: normalPlate(draft.plate) },
      price_fen: fen as number,
      city: draft.city.trim(),
      district: draft.district.trim(),
      area: draft.area.trim(),
      lng: draft.lng ?? undefined,
      lat: draft.lat ?? undefined,
      types: draft.types,
    });
  };

  const field = (name: Field, label: string, input: (props: InputProps) => ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${ids}-${name}`}>
        {label}
      </label>
      {input({
        id: `${ids}-${name}`,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
      })}
      {errors[name] && (
        <p id={`${ids}-${name}-error`} className={styles.fieldError} role="alert" data-testid={`error-${name}`}>
          {errors[name]}
        </p>
      )}
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="listing-form">
      {field('intro', t('edit.intro'), (p) => (
        <textarea
          {...p}
          className={styles.input}
          rows={4}
          maxLength={520}
          value={draft.intro}
          placeholder={t('edit.introPlaceholder')}
          data-testid="edit-intro"
          onChange={(e) => set('intro', e.target.value, 'intro')}
        />
      ))}
      <h2 className={styles.sectionTitle}>{t('edit.car')}</h2>
      {field('car.model', t('edit.model'), (p) => (
        <input
          {...p}
          className={styles.input}
          maxLength={30}
          value={draft.model}
          placeholder={t('edit.modelPlaceholder')}
          data-testid="edit-model"
          onChange={(e) => set('model', e.target.value, 'car.model')}
        />
      ))}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('edit.transmission')}</legend>
        <div className={styles.chipsWrap}>
          {(['auto', 'manual'] as const).map((k) => (
            <label key={k} className={draft.transmission === k ? `${styles.chip} ${styles.chipOn}` : styles.chip}>
              <input
                type="radio"
                className={styles.srOnly}
                name={`${ids}-transmission`}
                checked={draft.transmission === k}
                data-testid={`edit-transmission-${k}`}
                onChange={() => set('transmission', k, 'car.transmission')}
              />
              {t(`car.${k}`)}
            </label>
          ))}
        </div>
        {errors['car.transmission'] && (
          <p className={styles.fieldError} role="alert">
            {errors['car.transmission']}
          </p>
        )}
      </fieldset>
      {field(
        'car.plate',
        t('edit.plate'),
        (p) => (
          <input
            {...p}
            className={styles.input}
            maxLength={10}
            autoCapitalize="characters"
            value={draft.plate}
            placeholder={t('edit.platePlaceholder')}
            data-testid="edit-plate"
            onChange={(e) => set('plate', e.target.value, 'car.plate')}
          />
        ),
        t('edit.plateHint'),
      )}
      <h2 className={styles.sectionTitle}>{t('edit.service')}</h2>
      {field('price_fen', t('edit.price'), (p) => (
        <input
          {...p}
          className={styles.input}
          inputMode="decimal"
          value={draft.price}
          placeholder={t('edit.pricePlaceholder')}
          data-testid="edit-price"
          onChange={(e) => set('price', moneyInput(e.target.value), 'price_fen')}
        />
      ))}
      <div className={styles.field}>
        <PrimaryButton
          size="small"
          variant="ghost"
          disabled={locating}
          onClick={() => void locate()}
          data-testid="edit-locate"
        >
          {locating ? t('edit.locating') : t('edit.locate')}
        </PrimaryButton>
        {draft.lng !== null && draft.lat !== null && (
          <p className={styles.hint} data-testid="edit-point">
            {t('edit.point', { lng: draft.lng.toFixed(4), lat: draft.lat.toFixed(4) })}
          </p>
        )}
        {errors.location && (
          <p className={styles.fieldError} role="alert" data-testid="error-location">
            {errors.location}
          </p>
        )}
      </div>
      <div className={styles.inline}>
        {field('city', t('edit.city'), (p) => (
          <>
            <input
              {...p}
              className={styles.input}
              maxLength={20}
              list={`${ids}-cities`}
              value={draft.city}
              placeholder={t('edit.cityPlaceholder')}
              data-testid="edit-city"
              onChange={(e) => set('city', e.target.value, 'city')}
            />
            <datalist id={`${ids}-cities`}>
              {cities.data?.provinces.flatMap((pr) => pr.cities.map((c) => <option key={c.id} value={c.title} />))}
            </datalist>
          </>
        ))}
        {field('district', t('edit.district'), (p) => (
          <input
            {...p}
            className={styles.input}
            maxLength={20}
            value={draft.district}
            placeholder={t('edit.districtPlaceholder')}
            data-testid="edit-district"
            onChange={(e) => set('district', e.target.value, 'district')}
          />
        ))}
      </div>
      {field('area', t('edit.area'), (p) => (
        <input
          {...p}
          className={styles.input}
          maxLength={60}
          value={draft.area}
          placeholder={t('edit.areaPlaceholder')}
          data-testid="edit-area"
          onChange={(e) => set('area', e.target.value, 'area')}
        />
      ))}
      <fieldset className={styles.fieldset} aria-describedby={errors.types ? `${ids}-types-error` : undefined}>
        <legend className={styles.label}>{t('edit.types')}</legend>
        <div className={styles.chipsWrap}>
          {TRAIN_TYPES.map((k) => {
            const on = draft.types.includes(k);
            return (
              <label key={k} className={on ? `${styles.chip} ${styles.chipOn}` : styles.chip}>
                <input
                  type="checkbox"
                  className={styles.srOnly}
                  checked={on}
                  data-testid={`edit-type-${k}`}
                  onChange={() => set('types', on ? draft.types.filter((x) => x !== k) : [...draft.types, k], 'types')}
                />
                {t(`type.${k}`)}
              </label>
            );
          })}
        </div>
        {errors.types && (
          <p id={`${ids}-types-error`} className={styles.fieldError} role="alert" data-testid="error-types">
            {errors.types}
          </p>
        )}
      </fieldset>
      <FormAlert text={errors.form} className={styles.alert} testId="edit-error" />
      <SubmitButton block data-testid="edit-submit" disabled={save.isPending}>
        {save.isPending ? t('edit.saving') : t('edit.save')}
      </SubmitButton>
    </form>
  );
}

interface InputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
