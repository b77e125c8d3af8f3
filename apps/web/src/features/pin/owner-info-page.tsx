import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FieldError, FormAlert } from '../../components/area/field-error';
import { Failed, Loading } from '../../components/blocks';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { isMobile, isPlate, normalPlate } from '../../lib/form-input';
import { refusal } from '../../lib/form-refusal';
import { digitsOnly } from '../../lib/number-only';
import { toast } from '../../lib/toast';
import { useCheckedSubmit } from '../../lib/use-checked-submit';
import { type MessageKey, useT } from './messages';
import { type Owner, ownerQuery, pinKeys } from './pin-api';
import styles from './styles';

const FIELDS = ['name', 'phone', 'car.plate', 'car.model', 'car.colour'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Where '/pin/upinfo' goes once saved (`?next=`): back to the step that sent the owner here. */
const NEXT: Record<string, string> = {
  verify: '/pin/verify',
  upload: '/pin/verify-uploading',
  publish: '/pin/car-owner-announce',
  center: '/pin/personal-center',
};

/** The contract's bounds, checked here first with a sentence each. */
export function validateOwner(v: Values): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  const name = v.name.trim().length;
  if (name < 2 || name > 20) errors.name = 'info.nameLength';
  if (!isMobile(v.phone)) errors.phone = 'info.phoneInvalid';
  if (!isPlate(v['car.plate'])) errors['car.plate'] = 'info.plateInvalid';
  const model = v['car.model'].trim().length;
  if (model < 1 || model > 30) errors['car.model'] = 'info.modelLength';
  const colour = v['car.colour'].trim().length;
  if (colour < 1 || colour > 10) errors['car.colour'] = 'info.colourLength';
  return errors;
}

/** '/pin/upinfo': the owner's name, phone and usual car (the verification and each new trip start from them). */
export default function OwnerInfoPage() {
  const t = useT();
  const query = useQuery(ownerQuery());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('info.title')}</h1>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed message={errorMessage(query.error, t('owner.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <OwnerForm owner={query.data} />
      )}
    </div>
  );
}

function OwnerForm({ owner }: { owner: Owner }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({
    name: owner.name,
    phone: owner.phone,
    'car.plate': owner.car?.plate ?? '',
    'car.model': owner.car?.model ?? '',
    'car.colour': owner.car?.colour ?? '',
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const mutation = useMutation({
    mutationFn: (v: Values) =>
      api('POST /v1/pin/owner', {
        body: {
          name: v.name.trim(),
          phone: v.phone,
          car: { plate: normalPlate(v['car.plate']), model: v['car.model'].trim(), colour: v['car.colour'].trim() },
        },
      }),
    onSuccess: (saved) => {
      client.setQueryData(pinKeys.owner, saved);
      toast(t('info.saved'), 'success');
      navigate(NEXT[params.get('next') ?? ''] ?? '/pin/verify', { replace: true });
    },
    onError: (error) => {
      setServerErrors(refusal(isApiError(error) ? error : null, FIELDS, t('info.saveFailed')));
    },
  });

  const clientErrors = validateOwner(values);
  const { attempted, submit: handleSubmit } = useCheckedSubmit(clientErrors, mutation.isPending, () => {
    setServerErrors({});
    mutation.mutate(values);
  });
  const shown: Record<string, string> = { ...serverErrors };
  if (attempted) for (const [f, key] of Object.entries(clientErrors)) shown[f] = t(key);

  const input = (field: Field, label: MessageKey, opts: { placeholder?: MessageKey; tel?: boolean } = {}) => {
    const id = `${ids}-${field}`;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t(label)}
        </label>
        <input
          id={id}
          className={styles.input}
          type={opts.tel ? 'tel' : 'text'}
          inputMode={opts.tel ? 'numeric' : undefined}
          value={values[field]}
          placeholder={opts.placeholder ? t(opts.placeholder) : undefined}
          readOnly={mutation.isPending}
          aria-invalid={shown[field] ? true : undefined}
          aria-describedby={shown[field] ? `${id}-error` : undefined}
          data-testid={`info-${field.replace('car.', '')}`}
          onChange={(e) => {
            const value = opts.tel ? digitsOnly(e.target.value, 11) : e.target.value;
            setValues((prev) => ({ ...prev, [field]: value }));
            setServerErrors(({ [field]: _, form: __, ...rest }) => rest);
          }}
        />
        <FieldError id={id} text={shown[field]} className={styles.fieldError} />
      </div>
    );
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="owner-form">
      {input('name', 'info.name', { placeholder: 'info.namePlaceholder' })}
      {input('phone', 'info.phone', { tel: true, placeholder: 'info.phonePlaceholder' })}
      <h2 className={styles.sectionTitle}>{t('info.car')}</h2>
      {input('car.plate', 'info.plate', { placeholder: 'info.platePlaceholder' })}
      {input('car.model', 'info.model', { placeholder: 'info.modelPlaceholder' })}
      {input('car.colour', 'info.colour', { placeholder: 'info.colourPlaceholder' })}
      <FormAlert text={shown.form} className={styles.alert} testId="info-error" />
      <SubmitButton block data-testid="info-submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('info.saving') : t('info.save')}
      </SubmitButton>
    </form>
  );
}
